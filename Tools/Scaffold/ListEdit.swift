import Foundation

/// One change to a checked-in list: a line inserted above the list's scaffold marker, and
/// optionally an import statement put in its sorted place among the file's imports of that form
/// (`import X`, or `@_exported import X` among those).
struct ListEdit {
    /// The file, relative to the package root.
    let path: String
    /// The marker line (trimmed) that ends the list.
    let marker: String
    /// The lines to insert above it, as they should read.
    let line: String
    /// An import statement to add in order, if any: `import Cart`, `@_exported import CartContract`.
    let importStatement: String?

    /// The file's text with the change made; throws when the marker is missing.
    func apply(to text: String) throws(ScaffoldError) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker }) else {
            throw .usage("\(path) has no line '\(marker)'; is this a Bazaar package, and is the list intact?")
        }
        lines.insert(line, at: index)
        if let statement = importStatement, let keyword = statement.range(of: "import ") {
            let form = statement[..<keyword.upperBound]
            let imports = lines.indices.filter { lines[$0].hasPrefix(form) }
            guard let last = imports.last else { throw .usage("\(path) has no import lines to add \(statement) to") }
            let place = imports.first { lines[$0] > statement } ?? last + 1
            lines.insert(statement, at: place)
        }
        return lines.joined(separator: "\n")
    }
}
