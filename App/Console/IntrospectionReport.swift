import Common
import Foundation
import Mediator

/// Prints what the hub knows — routes, services, modules, events — as tables or JSON.
struct IntrospectionReport {
    let hub: Hub
    let mode: ColorMode

    func text(for command: ConsoleCommand) -> String {
        var text = TerminalText(mode: mode)
        switch command {
        case .routes:
            let routes = hub.routes()
            text.heading("Routes (\(routes.count))")
            text.table(
                TextTable(
                    columns: [.init("Pattern"), .init("Owner"), .init("Entry"), .init("Summary")],
                    rows: routes.map {
                        [$0.pattern, $0.owner, $0.isNativeOnly ? "native only" : "remote+native", $0.summary]
                    }
                ))
        case .services:
            let services = hub.serviceInfo()
            text.heading("Services (\(services.count))")
            text.table(
                TextTable(
                    columns: [.init("Service"), .init("Provider"), .init("Consumers"), .init("Created")],
                    rows: services.map {
                        [
                            $0.service, $0.provider, $0.consumers.joined(separator: ", "),
                            $0.isCreated ? "yes" : "not yet",
                        ]
                    }))
        case .modules:
            let modules = hub.moduleInfo()
            text.heading("Modules (\(modules.count), in set-up order)")
            text.table(
                TextTable(
                    columns: [
                        .init("#", alignment: .right), .init("Module"), .init("Priority", alignment: .right),
                        .init("Provides"), .init("Consumes"), .init("Routes", alignment: .right), .init("Posts"),
                    ],
                    rows: modules.map {
                        [
                            "\($0.setUpOrder)", $0.name, "\($0.priority)", $0.provides.joined(separator: ", "),
                            $0.consumes.joined(separator: ", "), "\($0.routes.count)", $0.posts.joined(separator: ", "),
                        ]
                    }))
        case .events:
            let events = hub.eventInfo()
            text.heading("Events (\(events.count))")
            text.table(
                TextTable(
                    columns: [.init("Event"), .init("Posted by"), .init("Subscribers (in delivery order)")],
                    rows: events.map {
                        [$0.event, $0.posters.joined(separator: ", "), $0.subscribers.joined(separator: ", ")]
                    }))
        case .session, .open, .help, .version, .completionScript:
            break
        }
        return text.rendered
    }

    /// The data as a JSON document, as in `{"formatVersion": 1, "routes": [...]}`.
    func json(for command: ConsoleCommand) throws -> String {
        switch command {
        case .routes: try ConsoleJSON.encode(ConsoleJSON.Listing(name: "routes", items: hub.routes()))
        case .services: try ConsoleJSON.encode(ConsoleJSON.Listing(name: "services", items: hub.serviceInfo()))
        case .modules: try ConsoleJSON.encode(ConsoleJSON.Listing(name: "modules", items: hub.moduleInfo()))
        case .events: try ConsoleJSON.encode(ConsoleJSON.Listing(name: "events", items: hub.eventInfo()))
        case .session, .open, .help, .version, .completionScript: "null\n"
        }
    }
}
