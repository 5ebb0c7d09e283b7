/// A table of text cells drawn in aligned columns, measured by terminal display width.
///
/// Build it with the column titles and alignments, append rows, and draw it with
/// ``TerminalText/table(_:)``. A row with fewer cells than columns is padded with empty cells;
/// a row with more cells gains untitled columns, so no cell is ever dropped. Line breaks and
/// control characters inside cells become spaces or are removed, so one row is always one line.
public struct TextTable: Sendable, Hashable {
    /// One column: its title and how its cells are aligned.
    public struct Column: Sendable, Hashable {
        /// The header text; when every column's title is empty, no header is drawn.
        public var title: String
        /// Left for text, right for amounts and counts.
        public var alignment: ColumnAlignment
        /// Whether the column stands under the title of the column before it (one title over
        /// several columns, as "Actions" over each action): its own title is not drawn and
        /// the rule under the header runs on across it.
        public var continuesPrevious: Bool

        /// A column titled `title`, aligned `alignment` (left unless said otherwise).
        public init(_ title: String, alignment: ColumnAlignment = .left) {
            self.title = title
            self.alignment = alignment
            self.continuesPrevious = false
        }

        /// A column under the title of the column before it, aligned `alignment`.
        public static func continuing(alignment: ColumnAlignment = .left) -> Column {
            var column = Column("", alignment: alignment)
            column.continuesPrevious = true
            return column
        }
    }

    /// The declared columns, in order.
    public private(set) var columns: [Column]
    /// The rows appended so far, each exactly as given.
    public private(set) var rows: [[String]]

    /// An empty table with the given columns.
    public init(columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// Appends one row of cells, left to right.
    public mutating func append(_ cells: [String]) {
        rows.append(cells)
    }

    /// The drawn lines: header, a dashed rule under it, then one line per row.
    ///
    /// - Parameters:
    ///   - mode: whether the header is styled with ANSI escapes.
    ///   - indent: spaces before every line.
    /// Trailing spaces are trimmed from every line.
    public func lines(mode: ColorMode, indent: Int = 2) -> [String] {
        let columnCount = max(columns.count, rows.map(\.count).max() ?? 0)
        guard columnCount > 0 else { return [] }
        let body = rows.map { row in
            (0..<columnCount).map { index in index < row.count ? TerminalSanitizer.singleLine(row[index]) : "" }
        }
        let alignments = (0..<columnCount).map { index in
            index < columns.count ? columns[index].alignment : .left
        }
        // Each title stands over its column and the columns continuing it.
        var spans: [(title: String, alignment: ColumnAlignment, columns: ClosedRange<Int>)] = []
        for index in 0..<columnCount {
            if index > 0, index < columns.count, columns[index].continuesPrevious, let last = spans.popLast() {
                spans.append((last.title, last.alignment, last.columns.lowerBound...index))
            } else {
                let title = index < columns.count ? TerminalSanitizer.singleLine(columns[index].title) : ""
                spans.append((title, alignments[index], index...index))
            }
        }
        var widths = (0..<columnCount).map { index in body.map { DisplayWidth.of($0[index]) }.max() ?? 0 }
        func width(of span: ClosedRange<Int>) -> Int {
            span.map { widths[$0] }.reduce(0, +) + 2 * (span.count - 1)
        }
        // A title wider than its columns widens the last of them.
        for span in spans {
            widths[span.columns.upperBound] += max(0, DisplayWidth.of(span.title) - width(of: span.columns))
        }
        let prefix = String(repeating: " ", count: max(0, indent))

        func line(_ cells: [String], widths: [Int], alignments: [ColumnAlignment]) -> String {
            let padded = cells.indices.map { index in
                DisplayWidth.pad(cells[index], to: widths[index], alignment: alignments[index])
            }
            return (prefix + padded.joined(separator: "  ")).trimmingTrailingSpaces()
        }

        var result: [String] = []
        if spans.contains(where: { !$0.title.isEmpty }) {
            let spanWidths = spans.map { width(of: $0.columns) }
            let spanAlignments = spans.map(\.alignment)
            result.append(
                line(
                    spans.map { TextStyle.heading.apply(to: $0.title, mode: mode) }, widths: spanWidths,
                    alignments: spanAlignments))
            result.append(
                line(
                    spanWidths.map { String(repeating: "-", count: $0) }, widths: spanWidths, alignments: spanAlignments
                ))
        }
        result += body.map { line($0, widths: widths, alignments: alignments) }
        return result
    }
}

extension String {
    /// `self` without spaces at the end.
    func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while result.last == " " { result.removeLast() }
        return String(result)
    }
}
