import Common
import Mediator

/// Draws page content as terminal text with Common's kit: the title, sections, fields aligned,
/// tables, records, and every link numbered from 1 in reading order (the numbers a person types).
public struct PageRenderer: Sendable {
    /// Colour or plain.
    public let mode: ColorMode
    /// The URL scheme shown before a link's path.
    public let scheme: String

    /// Creates a renderer.
    public init(mode: ColorMode, scheme: String) {
        self.mode = mode
        self.scheme = scheme
    }

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
            for item in section.items {
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
                    text.row(paragraph)
                case .table(let table):
                    flush(&text)
                    text.table(
                        TextTable(
                            columns: table.columns.enumerated().map { index, title in
                                TextTable.Column(
                                    title, alignment: table.numericColumns.contains(index) ? .right : .left)
                            }, rows: table.rows))
                case .record(let record):
                    flush(&text)
                    if record.link != nil {
                        number += 1
                        text.link(NumberedLink(number: number, title: record.title, target: nil))
                    } else {
                        text.row(record.title)
                    }
                    var fields = TerminalText(mode: mode)
                    fields.fields(record.fields.map { ($0.label, $0.value) })
                    for line in fields.lines { text.row("  " + line.drop { $0 == " " }) }
                }
            }
            flush(&text)
        }
        return text.rendered
    }

    /// An outcome line, such as "✓ Added 2 × Oolong to the cart".
    public func status(_ message: String, kind: StatusKind) -> String {
        var text = TerminalText(mode: mode)
        text.status(message, kind: kind)
        return text.rendered
    }

    private func numbered(_ link: PageLink, _ number: Int) -> NumberedLink {
        NumberedLink(
            number: number, title: link.title,
            target: link.isNativeOnly ? "(in-app only)" : "\(scheme)://\(link.path)")
    }
}
