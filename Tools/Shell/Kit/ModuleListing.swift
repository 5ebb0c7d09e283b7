import AllContracts
import Common
import Console
import StandIns
import Terminal

/// What `shell --list` prints: every module with its entry page, each service it consumes and
/// the stand-in that replaces it, then what each stand-in offers.
struct ModuleListing: Sendable {
    /// One consumed service and the stand-in for it, if the catalogue has one.
    struct Consumed: Sendable, Encodable, Equatable {
        /// The service, as in `GoodsService`.
        let service: String
        /// The stand-in's name, or `nil` when there is none (the shell then refuses to start).
        let standIn: String?
        /// What the stand-in offers.
        let summary: String?
    }

    /// One module.
    struct Entry: Sendable, Encodable, Equatable {
        /// The module's name (`name`, as `modules --json` spells it).
        let name: String
        /// Its entry page's full URL, as the text shows it: `bazaar://cart`.
        let entry: String
        /// The services it consumes, in its own order.
        let consumes: [Consumed]
    }

    /// The modules, in the app's order.
    let entries: [Entry]

    /// Reads `consumes` from each module value; the stand-ins' summaries in `language`.
    init(modules: [ModuleMaker], catalogue: StandInCatalogue, language: Language) throws {
        entries = try modules.map { module in
            let consumes = try module.consumes()
            return Entry(
                name: module.name, entry: "\(BazaarURL.scheme)://\(module.entryPattern)",
                consumes: consumes.map { key in
                    let standIn = catalogue.standIn(for: key)
                    return Consumed(
                        service: key.name, standIn: standIn?.name, summary: standIn?.summary.text(in: language))
                })
        }
    }

    /// The listing as tables, headed in the language of `strings` (the shell's).
    func text(mode: ColorMode, strings: StringTable) -> String {
        var text = TerminalText(mode: mode)
        text.heading(strings("listing.modules", ["count": "\(entries.count)"]))
        var modules = TextTable(columns: [
            .init(strings("listing.module")), .init(strings("listing.entry")), .init(strings("listing.consumes")),
            .init(strings("listing.standIn")),
        ])
        for entry in entries {
            let rows =
                entry.consumes.isEmpty
                ? [Consumed(service: strings("listing.nothing"), standIn: "—", summary: nil)] : entry.consumes
            for (index, consumed) in rows.enumerated() {
                modules.append([
                    index == 0 ? entry.name : "", index == 0 ? entry.entry : "",
                    consumed.service,
                    consumed.standIn ?? strings("listing.noStandIn"),
                ])
            }
        }
        text.table(modules)
        var standIns: [Consumed] = []
        for consumed in entries.flatMap(\.consumes) where consumed.standIn != nil {
            if !standIns.contains(consumed) { standIns.append(consumed) }
        }
        text.blankLine()
        text.heading(strings("listing.standIns", ["count": "\(standIns.count)"]))
        text.table(
            TextTable(
                columns: [
                    .init(strings("listing.standIn")), .init(strings("listing.replaces")),
                    .init(strings("listing.data")),
                ],
                rows: standIns.map { [$0.standIn ?? "", $0.service, $0.summary ?? ""] }))
        return text.rendered
    }

    /// The listing as JSON: `{"formatVersion": 1, "modules": [...]}`.
    func json() throws -> String {
        try ConsoleJSON.encode(ConsoleJSON.Listing(name: "modules", items: entries))
    }
}
