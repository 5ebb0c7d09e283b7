import Foundation
import Terminal

/// A titled table as `bazaar routes` prints it (a title with a count, its underline, a header, a
/// dashed line, one row a line), read back into cells, so two tables compare by what they say
/// whatever their column widths.
struct PrintedTable {
    /// The title with its count written `{count}`.
    let title: String
    /// The number the title gives.
    let count: Int?
    /// The header's cells.
    let header: [String]
    /// Each row's cells.
    let rows: [[String]]
    /// The header and row lines whose cells do not start where the dashed line's columns do.
    let misalignedLines: [String]

    /// Reads `text`; throws when it has no dashed line under a header.
    init(_ text: String) throws {
        let lines = text.split(separator: "\n").map(String.init)
        guard let dashes = lines.firstIndex(where: { $0.contains("-") && $0.allSatisfy { $0 == "-" || $0 == " " } }),
            dashes >= 3
        else { throw TableError(text: text) }
        let number = lines[0].firstMatch(of: /[0-9]+/)
        title = number.map { lines[0].replacingCharacters(in: $0.range, with: "{count}") } ?? lines[0]
        count = number.flatMap { Int($0.output) }
        let columns = Self.cellStarts(in: lines[dashes])
        let body = [lines[dashes - 1]] + lines[(dashes + 1)...]
        header = Self.cells(of: lines[dashes - 1])
        rows = body.dropFirst().map(Self.cells)
        misalignedLines = body.filter { Self.cellStarts(in: $0) != columns }
    }

    private static func cells(of line: String) -> [String] {
        line.split(separator: #/ {2,}/#).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The display columns where the cells of `line` start (a cell follows two spaces or more).
    private static func cellStarts(in line: String) -> [Int] {
        var starts: [Int] = []
        var spaces = 2
        var column = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2 { starts.append(column) }
                spaces = 0
            }
            column += DisplayWidth.of(String(character))
        }
        return starts
    }

    /// Text that is not a titled table.
    struct TableError: Error, CustomStringConvertible {
        let text: String
        var description: String { "not a titled table with a header and a dashed line:\n\(text)" }
    }
}
