import Common
import ContractSupport
import Foundation
import Terminal

/// Prints what the hub knows — routes, services, modules, events — as tables (titled in the
/// user's language) or JSON.
struct IntrospectionReport {
    let hub: Hub
    let mode: ColorMode
    /// The Console's strings, in the user's language.
    let strings: StringTable
    /// The program that posts the app events (`bazaar`, `shell`), named as their poster.
    var program = "bazaar"

    /// One event as `events` lists it: ``EventInfo``'s fields, the app events included.
    struct EventRow: Encodable, Equatable {
        let event: String
        let posters: [String]
        let subscribers: [String]
    }

    /// Every event the hub knows, and every app event (`AppEventDelivery.eventNames`) with the
    /// program as its poster, by name.
    func events() -> [EventRow] {
        var rows = Dictionary(
            uniqueKeysWithValues: hub.eventInfo().map {
                ($0.event, EventRow(event: $0.event, posters: $0.posters, subscribers: $0.subscribers))
            })
        for name in AppEventDelivery.eventNames {
            let known = rows[name]
            rows[name] = EventRow(
                event: name, posters: [program] + (known?.posters ?? []), subscribers: known?.subscribers ?? [])
        }
        return rows.values.sorted { $0.event < $1.event }
    }

    func text(for command: ConsoleCommand) -> String {
        var text = TerminalText(mode: mode)
        switch command {
        case .routes:
            let routes = hub.routes()
            text.heading(strings("routes.title", ["count": "\(routes.count)"]))
            text.table(
                TextTable(
                    columns: [
                        .init(strings("routes.pattern")), .init(strings("routes.owner")),
                        .init(strings("routes.entry")), .init(strings("routes.summary")),
                    ],
                    rows: routes.map {
                        [
                            $0.pattern, $0.owner,
                            strings($0.isNativeOnly ? "routes.nativeOnly" : "routes.remoteAndNative"),
                            $0.summary.text(in: strings.language),
                        ]
                    }
                ))
        case .services:
            let services = hub.serviceInfo()
            text.heading(strings("services.title", ["count": "\(services.count)"]))
            text.table(
                TextTable(
                    columns: [
                        .init(strings("services.service")), .init(strings("services.provider")),
                        .init(strings("services.consumers")), .init(strings("services.created")),
                    ],
                    rows: services.map {
                        [
                            $0.service, $0.provider, $0.consumers.joined(separator: ", "),
                            strings($0.isCreated ? "services.yes" : "services.notYet"),
                        ]
                    }))
        case .modules:
            let modules = hub.moduleInfo()
            text.heading(strings("modules.title", ["count": "\(modules.count)"]))
            text.table(
                TextTable(
                    columns: [
                        .init("#", alignment: .right), .init(strings("modules.module")),
                        .init(strings("modules.priority"), alignment: .right), .init(strings("modules.provides")),
                        .init(strings("modules.consumes")), .init(strings("modules.routes"), alignment: .right),
                        .init(strings("modules.posts")), .init(strings("modules.setUp")),
                    ],
                    rows: modules.map {
                        [
                            "\($0.setUpOrder)", $0.name, "\($0.priority)", $0.provides.joined(separator: ", "),
                            $0.consumes.joined(separator: ", "), "\($0.routes.count)", $0.posts.joined(separator: ", "),
                            setUp($0),
                        ]
                    }))
        case .events:
            let events = events()
            text.heading(strings("events.title", ["count": "\(events.count)"]))
            text.table(
                TextTable(
                    columns: [
                        .init(strings("events.event")), .init(strings("events.posters")),
                        .init(strings("events.subscribers")),
                    ],
                    rows: events.map {
                        [$0.event, $0.posters.joined(separator: ", "), $0.subscribers.joined(separator: ", ")]
                    }))
        case .session, .open, .help, .version, .completionScript:
            break
        }
        return text.rendered
    }

    /// Where a module's set-up stands, in the user's language: `ready`, `not begun (begins when
    /// first needed)`, `setting up` or `failed: <reason>`, after `deferred, ` for a module that
    /// defers it.
    private func setUp(_ module: ModuleInfo) -> String {
        let state =
            switch module.setUp {
            case "pending": strings("modules.setUp.pending")
            case "settingUp": strings("modules.setUp.settingUp")
            case "failed": strings("modules.setUp.failed", ["reason": module.setUpFailure ?? ""])
            default: strings("modules.setUp.ready")
            }
        return module.defersSetUp ? strings("modules.setUp.deferred", ["state": state]) : state
    }

    /// The data as a JSON document, as in `{"formatVersion": 1, "routes": [...]}`.
    func json(for command: ConsoleCommand) throws -> String {
        switch command {
        case .routes:
            try ConsoleJSON.encode(
                ConsoleJSON.Listing(
                    name: "routes", items: hub.routes().map { RouteDocument(info: $0, language: strings.language) }))
        case .services: try ConsoleJSON.encode(ConsoleJSON.Listing(name: "services", items: hub.serviceInfo()))
        case .modules: try ConsoleJSON.encode(ConsoleJSON.Listing(name: "modules", items: hub.moduleInfo()))
        case .events: try ConsoleJSON.encode(ConsoleJSON.Listing(name: "events", items: events()))
        case .session, .open, .help, .version, .completionScript: "null\n"
        }
    }
}
