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

        /// A column titled `title`, aligned `alignment` (left unless said otherwise).
        public init(_ title: String, alignment: ColumnAlignment = .left) {
            self.title = title
            self.alignment = alignment
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
        let titles = (0..<columnCount).map { index in
            index < columns.count ? TerminalSanitizer.singleLine(columns[index].title) : ""
        }
        let alignments = (0..<columnCount).map { index in
            index < columns.count ? columns[index].alignment : .left
        }
        let body = rows.map { row in
            (0..<columnCount).map { index in index < row.count ? TerminalSanitizer.singleLine(row[index]) : "" }
        }
        let widths = (0..<columnCount).map { index in
            ([titles[index]] + body.map { $0[index] }).map(DisplayWidth.of).max() ?? 0
        }
        let prefix = String(repeating: " ", count: max(0, indent))

        func line(_ cells: [String]) -> String {
            let padded = cells.indices.map { index in
                DisplayWidth.pad(cells[index], to: widths[index], alignment: alignments[index])
            }
            return (prefix + padded.joined(separator: "  ")).trimmingTrailingSpaces()
        }

        var result: [String] = []
        if titles.contains(where: { !$0.isEmpty }) {
            result.append(line(titles.map { TextStyle.heading.apply(to: $0, mode: mode) }))
            result.append(line(widths.map { String(repeating: "-", count: $0) }))
        }
        result += body.map(line)
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
