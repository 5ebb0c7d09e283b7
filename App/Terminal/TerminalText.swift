/// Lines of terminal text, built from drawing primitives and rendered to one `String`.
///
/// This is the kit a front end uses to draw a page: headings, plain text, key/value fields,
/// tables, numbered links and status lines. It knows nothing about the runtime's page
/// types; the front end maps those onto these calls. Every primitive sanitises what it is given
/// (control characters and escape sequences inside data are removed, line breaks start new
/// lines), aligns by terminal display width, and emits ANSI escapes only when ``mode`` is
/// ``ColorMode/ansi``. Nothing is written anywhere: read ``rendered`` and print it.
///
/// ```swift
/// var text = TerminalText(mode: ColorPolicy.modeForStandardOutput(noColorFlag: false))
/// text.heading("Cart")
/// text.links([NumberedLink(number: 1, title: "Goods detail", target: "bazaar://goods/detail/3")])
/// print(text.rendered, terminator: "")
/// ```
public struct TerminalText: Sendable, Hashable {
    /// Whether styles become ANSI escapes.
    public let mode: ColorMode
    /// The lines drawn so far, without line terminators.
    public private(set) var lines: [String] = []

    /// Empty text drawn in `mode` (plain unless said otherwise).
    public init(mode: ColorMode = .plain) {
        self.mode = mode
    }

    /// All lines joined, each ending in `\n`; empty when nothing was drawn.
    public var rendered: String {
        lines.reduce(into: "") { $0 += $1 + "\n" }
    }

    /// Draws a page title underlined with `=` as wide as the title.
    public mutating func heading(_ title: String) {
        underlined(title, with: "=")
    }

    /// Draws a section title underlined with `-`, after a blank line unless it is the first line.
    public mutating func section(_ title: String) {
        if let last = lines.last, !last.isEmpty { lines.append("") }
        underlined(title, with: "-")
    }

    /// Draws text as it is, one line per line break in it.
    public mutating func text(_ text: String) {
        lines += TerminalSanitizer.lines(text)
    }

    /// Draws text with a style, one line per line break in it.
    public mutating func text(_ text: String, style: TextStyle) {
        lines += TerminalSanitizer.lines(text).map { style.apply(to: $0, mode: mode) }
    }

    /// Draws a row of a list: the text indented by two spaces.
    public mutating func row(_ text: String) {
        lines += TerminalSanitizer.lines(text).map { $0.isEmpty ? "" : "  " + $0 }
    }

    /// Draws an empty line.
    public mutating func blankLine() {
        lines.append("")
    }

    /// Draws one key/value field: `  Label: value`, or `  标签：值` after a label that ends in a
    /// wide (Chinese) character, as Chinese writes a colon (``labelled(_:)``).
    public mutating func field(_ label: String, _ value: String) {
        fields([(label, value)])
    }

    /// Draws key/value fields with their values aligned in one column.
    ///
    /// A value with line breaks continues on following lines, indented to the value column.
    public mutating func fields(_ pairs: [(label: String, value: String)]) {
        let labels = pairs.map { Self.labelled(TerminalSanitizer.singleLine($0.label)) }
        let width = labels.map(DisplayWidth.of).max() ?? 0
        let continuation = String(repeating: " ", count: 2 + width)
        for (label, pair) in zip(labels, pairs) {
            let valueLines = TerminalSanitizer.lines(pair.value)
            let first = "  " + DisplayWidth.pad(label, to: width, alignment: .left) + (valueLines.first ?? "")
            lines.append(first.trimmingTrailingSpaces())
            for more in valueLines.dropFirst() {
                lines.append((continuation + more).trimmingTrailingSpaces())
            }
        }
    }

    /// A label with its colon and the space before the value: `Total: `, or `合计：` when the
    /// label ends in a wide character (Chinese), whose full-width colon carries its own space.
    /// Either is two columns wider than the label.
    static func labelled(_ label: String) -> String {
        guard let last = label.last, DisplayWidth.of(String(last)) >= 2 else { return label + ": " }
        return label + "："
    }

    /// Draws one numbered link: `  [3] Goods detail  bazaar://goods/detail/3`.
    public mutating func link(_ link: NumberedLink) {
        links([link])
    }

    /// Draws numbered links with their titles and targets aligned in columns.
    public mutating func links(_ links: [NumberedLink]) {
        let numbers = links.map { "[\($0.number)]" }
        let titles = links.map { TerminalSanitizer.singleLine($0.title) }
        let numberWidth = numbers.map(DisplayWidth.of).max() ?? 0
        let titleWidth = titles.map(DisplayWidth.of).max() ?? 0
        for index in links.indices {
            let number = DisplayWidth.pad(numbers[index], to: numberWidth, alignment: .left)
            var line = "  " + TextStyle.link.apply(to: number, mode: mode) + " "
            if let target = links[index].target.map(TerminalSanitizer.singleLine), !target.isEmpty {
                line += DisplayWidth.pad(titles[index], to: titleWidth, alignment: .left)
                line += "  " + TextStyle.muted.apply(to: target, mode: mode)
            } else {
                line += titles[index]
            }
            lines.append(line.trimmingTrailingSpaces())
        }
    }

    /// Draws a table (see ``TextTable``), indented by two spaces.
    public mutating func table(_ table: TextTable) {
        lines += table.lines(mode: mode)
    }

    /// Draws a status line: a marker for the kind (`✓`, `!`, `✗`) and the message, coloured by
    /// kind; with a `width` (a terminal's columns), wrapped to it as page text is, the lines after
    /// the first indented under the message.
    public mutating func status(_ message: String, kind: StatusKind = .info, width: Int? = nil) {
        let indent = DisplayWidth.of(kind.marker)
        let wrapped = TerminalSanitizer.lines(message).flatMap { line in
            width.map { LineWrapping.wrap(line, width: $0 - indent) } ?? [line]
        }
        for (index, line) in wrapped.enumerated() {
            let text = (index == 0 ? kind.marker : String(repeating: " ", count: indent)) + line
            lines.append(kind.style.map { $0.apply(to: text, mode: mode) } ?? text)
        }
    }

    /// Draws an error line: shorthand for `status(message, kind: .error)`.
    public mutating func error(_ message: String) {
        status(message, kind: .error)
    }

    private mutating func underlined(_ title: String, with rule: Character) {
        let title = TerminalSanitizer.singleLine(title)
        lines.append(TextStyle.heading.apply(to: title, mode: mode))
        lines.append(String(repeating: rule, count: DisplayWidth.of(title)))
    }
}
