import Common
import ContractSupport
import Terminal

/// Draws page content as terminal text with Common's kit: the title, sections, fields aligned,
/// tables, records, and every link numbered from 1 in reading order (the numbers a person types),
/// an unavailable one with its reason after its title.
/// Its own words (the column of link numbers, the in-app-only mark) come from the Console's
/// strings, in the user's language.
public struct PageRenderer: Sendable {
    /// Colour or plain.
    public let mode: ColorMode
    /// The URL scheme shown before a link's path.
    public let scheme: String
    /// The terminal's width, to wrap paragraphs at; `nil` keeps lines whole (pipes, files).
    public let width: Int?
    /// The Console's strings, in the user's language.
    public let strings: StringTable

    /// Creates a renderer.
    public init(mode: ColorMode, scheme: String, width: Int? = nil, strings: StringTable) {
        self.mode = mode
        self.scheme = scheme
        self.width = width
        self.strings = strings
    }

    /// The same renderer drawing without colour (`--no-color` on a session's command).
    var plain: PageRenderer { PageRenderer(mode: .plain, scheme: scheme, width: width, strings: strings) }

    /// The page as text, ending in a newline.
    public func render(_ content: PageContent) -> String {
        var text = TerminalText(mode: mode)
        text.heading(content.title)
        var number = 0
        for section in content.sections {
            if let heading = section.heading {
                text.section(heading)
            } else if !text.lines.isEmpty, text.lines.last?.isEmpty == false, text.lines.count > 2 {
                text.blankLine()
            }
            var pendingFields: [PageField] = []
            var pendingLinks: [NumberedLink] = []
            func flush(_ text: inout TerminalText) {
                if !pendingFields.isEmpty {
                    text.fields(pendingFields.map { ($0.label, $0.value) })
                    pendingFields = []
                }
                if !pendingLinks.isEmpty {
                    text.links(pendingLinks)
                    pendingLinks = []
                }
            }
            var records: [PageRecord] = []
            for item in section.items {
                if case .record(let record) = item {
                    flush(&text)
                    records.append(record)
                    continue
                }
                if !records.isEmpty {
                    table(of: records, numberedFrom: &number, into: &text)
                    records = []
                }
                switch item {
                case .field(let field):
                    if !pendingLinks.isEmpty { flush(&text) }
                    pendingFields.append(field)
                case .link(let link):
                    if !pendingFields.isEmpty { flush(&text) }
                    number += 1
                    pendingLinks.append(numbered(link, number))
                case .text(let paragraph):
                    flush(&text)
                    let lines = width.map { LineWrapping.wrap(paragraph, width: $0 - 2) } ?? [paragraph]
                    for line in lines { text.row(line) }
                case .record:
                    break
                }
            }
            if !records.isEmpty { table(of: records, numberedFrom: &number, into: &text) }
            flush(&text)
        }
        return text.rendered
    }

    /// An outcome line, such as "✓ Added 2 × Oolong to the cart".
    public func status(_ message: String, kind: StatusKind) -> String {
        var text = TerminalText(mode: mode)
        text.status(message, kind: kind, width: width)
        return text.rendered
    }

    /// Draws a run of records as one table: the link number, the title, one column per field
    /// (fields that only repeat the title are left out), then one column per action title,
    /// each action numbered in the row, so the same action lines up from row to row. Records
    /// whose fields or actions differ from the first record's are still drawn, their cells
    /// matched by field key and action title (an absent one leaves its cell empty).
    private func table(of records: [PageRecord], numberedFrom number: inout Int, into text: inout TerminalText) {
        var keys: [String] = []
        var labels: [String: String] = [:]
        var numeric: Set<String> = []
        for field in records.flatMap(\.fields) where labels[field.key] == nil {
            keys.append(field.key)
            labels[field.key] = field.label
            if field.isNumeric { numeric.insert(field.key) }
        }
        let repeatsTitle = keys.filter { key in
            records.allSatisfy { record in
                record.fields.first { $0.key == key }.map { $0.value == record.title } ?? true
            }
        }
        keys.removeAll { repeatsTitle.contains($0) }
        let hasLinks = records.contains { $0.link != nil }
        var columns = hasLinks ? [TextTable.Column(strings("table.link"))] : []
        columns.append(TextTable.Column(repeatsTitle.first.flatMap { labels[$0] } ?? ""))
        columns += keys.map { TextTable.Column(labels[$0] ?? $0, alignment: numeric.contains($0) ? .right : .left) }
        var actionTitles: [String] = []
        for action in records.flatMap(\.actions) where !actionTitles.contains(action.title) {
            actionTitles.append(action.title)
        }
        columns += actionTitles.indices.map { $0 == 0 ? TextTable.Column(strings("table.actions")) : .continuing() }
        var rows: [[String]] = []
        for record in records {
            var row: [String] = []
            if hasLinks {
                if record.link != nil {
                    number += 1
                    row.append("[\(number)]")
                } else {
                    row.append("")
                }
            }
            row.append(record.title)
            row += keys.map { key in record.fields.first { $0.key == key }?.value ?? "" }
            var actionCells = actionTitles.map { _ in "" }
            // Numbered in the record's own order, as `PageContent.links` lists them.
            for action in record.actions {
                guard let column = actionTitles.firstIndex(of: action.title) else { continue }
                number += 1
                actionCells[column] += (actionCells[column].isEmpty ? "" : "  ") + "[\(number)] \(title(of: action))"
            }
            row += actionCells
            rows.append(row)
        }
        text.table(TextTable(columns: columns, rows: rows))
    }

    /// A link's title, with why it cannot be followed now when it cannot: `+1 (none left)`.
    private func title(of link: PageLink) -> String {
        link.unavailableReason.map { strings("link.unavailable", ["title": link.title, "reason": $0]) } ?? link.title
    }

    private func numbered(_ link: PageLink, _ number: Int) -> NumberedLink {
        NumberedLink(
            number: number, title: title(of: link),
            target: link.isNativeOnly ? strings("link.inAppOnly") : "\(scheme)://\(link.path)")
    }
}
