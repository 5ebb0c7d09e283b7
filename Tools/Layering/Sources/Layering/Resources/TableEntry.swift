/// One key of a string table in one language: where it is defined and its text.
struct TableEntry: Sendable, Hashable {
    /// The key.
    var key: String
    /// The text in ``language`` (for a catalog, the text of its plural or device variations joined).
    var value: String
    /// The language (`en`, `zh-hans`), lowercased.
    var language: String
    /// The table (`Localizable`), the file's name without its extension.
    var table: String
    /// The file, relative to the package root.
    var file: String
    /// The 1-based line the key is on.
    var line: Int

    /// Creates an entry.
    init(key: String, value: String, language: String, table: String, file: String, line: Int) {
        self.key = key
        self.value = value
        self.language = language
        self.table = table
        self.file = file
        self.line = line
    }
}
