import Foundation

/// A module's translated strings in every language, with lookup in one chosen language.
///
/// Load it once per module with ``load(bundle:table:language:languages:)`` (or
/// ``load(resourceDirectory:table:language:languages:)``) and keep the value: it holds the parsed
/// tables, so lookups never touch the disk and no global cache is needed. Switch language with
/// ``in(_:)`` without reloading, among the languages loaded.
///
/// By default every language is loaded, which is what tests comparing languages need. The app
/// passes `languages: language.withFallback` (the chosen language and English, the fallback), so
/// a start reads and parses only the tables a lookup can reach.
///
/// Lookup falls back from the chosen language to English to the key itself, so a missing
/// translation shows something instead of failing; tests find gaps with ``missingKeys(in:)`` and
/// ``missingKeys(_:in:)``.
///
/// The `<code>.lproj` folder is found by listing the resource directory and comparing names
/// case-insensitively, because SwiftPM lowercases them when it builds a bundle (`zh-Hans.lproj`
/// becomes `zh-hans.lproj`) and Foundation's own lookup then misses them. A language without a
/// folder or without the table file simply has no entries.
///
/// A table's entries may also come from a ``StringTableSource`` of the caller's, which may read
/// them when first asked (the Console reads its own so: a command that words nothing of its
/// never reads them).
public struct StringTable: Sendable, Hashable {
    /// The language lookups use first.
    public let language: Language
    private let source: any StringTableSource
    /// A loaded table's entries by language, in `Language.allCases` order, which lookups read
    /// instead of `source`. (Kept for speed: no `Dictionary` keyed by `Language` is made by
    /// loading or looking up, and the first one a process makes in this library, built without
    /// the speed flag, costs a scan of every conformance of every loaded library: 0.3 M
    /// instructions of `bazaar open bazaar://home`, Tools/Benchmarks/README.md.)
    private let loaded: [[String: String]?]?

    /// Every language's entries, key to template.
    public var entries: [Language: [String: String]] { source.entries }

    /// A table from entries already in memory, for tests and stand-ins.
    public init(language: Language, entries: [Language: [String: String]]) {
        self.init(language: language, source: InMemory(entries: entries))
    }

    /// A table whose entries `source` gives when a lookup first asks.
    public init(language: Language, source: any StringTableSource) {
        self.init(language: language, source: source, loaded: nil)
    }

    /// A table of entries loaded by language, in `Language.allCases` order.
    private init(language: Language, loaded: [[String: String]?]) {
        self.init(language: language, source: Loaded(byLanguage: loaded), loaded: loaded)
    }

    private init(language: Language, source: any StringTableSource, loaded: [[String: String]?]?) {
        self.language = language
        self.source = source
        self.loaded = loaded
    }

    /// Entries given at once.
    private struct InMemory: StringTableSource {
        let entries: [Language: [String: String]]
    }

    /// Entries loaded by language, made a dictionary only when someone asks for one.
    private struct Loaded: StringTableSource {
        let byLanguage: [[String: String]?]

        var entries: [Language: [String: String]] {
            var entries: [Language: [String: String]] = [:]
            for (language, table) in zip(Language.allCases, byLanguage) { entries[language] = table }
            return entries
        }
    }

    /// The entries of `language` alone, if it has any.
    private func table(_ language: Language) -> [String: String]? {
        guard let loaded else { return source.entries[language] }
        return loaded[Language.allCases.firstIndex(of: language)!]
    }

    /// Equal when they look up in the same language and hold the same entries.
    public static func == (left: StringTable, right: StringTable) -> Bool {
        left.language == right.language && left.entries == right.entries
    }

    /// Hashes the language and the entries, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(entries)
    }

    /// Loads `<table>.strings` for `languages` (every language unless told) from a bundle's resource directory.
    ///
    /// Pass the module's `Bundle.module`. Throws when the directory cannot be listed or a file is
    /// unreadable or malformed (the error names the file and line).
    public static func load(
        bundle: Bundle,
        table: String = "Localizable",
        language: Language,
        languages: [Language] = Language.allCases
    ) throws(LocalizationError) -> StringTable {
        try load(
            resourceDirectory: bundle.resourceURL ?? bundle.bundleURL, table: table, language: language,
            languages: languages)
    }

    /// Loads `<table>.strings` for `languages` (every language unless told) from
    /// `<resourceDirectory>/<code>.lproj/`, folder names in any case.
    ///
    /// A folder or file spelled exactly as expected is used without listing its directory;
    /// otherwise the directory is listed and the first case variant (in sorted order) is used.
    public static func load(
        resourceDirectory: URL,
        table: String = "Localizable",
        language: Language,
        languages: [Language] = Language.allCases
    ) throws(LocalizationError) -> StringTable {
        let directory = resourceDirectory.standardizedLocalPath
        var folders = Listing(directory: directory)
        var entries = [[String: String]?](repeating: nil, count: Language.allCases.count)
        for (index, candidate) in Language.allCases.enumerated() where languages.contains(candidate) {
            // The exact spelling is read at once: one open, no test of the folder or the file first.
            let exact = directory + "/\(candidate.code).lproj/\(table).strings"
            if let data = FileManager.default.contents(atPath: exact) {
                entries[index] = try parse(data, file: exact)
                continue
            }
            // Absent or unreadable: prefer the exact spelling, then any case variant, so a
            // hand-made folder beside a built one is predictable.
            guard let folder = try folders.entry(named: "\(candidate.code).lproj") else { continue }
            var files = Listing(directory: folder)
            guard let file = try files.entry(named: "\(table).strings") else { continue }
            entries[index] = try parseFile(file)
        }
        return StringTable(language: language, loaded: entries)
    }

    /// A directory whose entries are looked up by name, exact spelling first; it is listed
    /// (once) only when the exact spelling is not there.
    private struct Listing {
        let directory: String
        private var names: [String]?

        init(directory: String) { self.directory = directory }

        /// The path of the entry spelled `name`, else of the first (sorted) spelled like it in
        /// another case; `nil` if there is none. Throws when the directory cannot be listed.
        mutating func entry(named name: String) throws(LocalizationError) -> String? {
            let exact = directory + "/" + name
            if FileManager.default.fileExists(atPath: exact) { return exact }
            let names: [String]
            if let listed = self.names {
                names = listed
            } else {
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
                } catch {
                    throw .unreadableResource(path: directory, reason: SystemErrorText.of(error))
                }
                self.names = names
            }
            let wanted = name.lowercased()
            return names.first { $0.lowercased() == wanted }.map { directory + "/" + $0 }
        }
    }

    /// The same strings, looked up in `language` first.
    public func `in`(_ language: Language) -> StringTable {
        StringTable(language: language, source: source, loaded: loaded)
    }

    /// The text for `key` with `{name}` placeholders filled from `arguments`.
    ///
    /// Looks in ``language``, then English, then returns `key` itself. A placeholder with no
    /// argument is left as written, so the gap is visible; argument values are inserted as they are
    /// (a `{name}` inside a value is not expanded again).
    public func string(_ key: String, _ arguments: [String: String] = [:]) -> String {
        guard let template = table(language)?[key] ?? table(.english)?[key] else { return key }
        return Self.fill(template, with: arguments)
    }

    /// Shorthand for ``string(_:_:)``: `strings("cart.title")`, `strings("cart.count", ["count": "3"])`.
    public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
        string(key, arguments)
    }

    /// The text for a count: `<key>.one` when `count` is 1 and the language has that form,
    /// else `<key>.other`; `{count}` is filled with the count, other placeholders from `arguments`.
    ///
    /// The forms are taken from one language, the first of ``language`` and English that has
    /// `<key>.other`, so a language without a singular (Chinese) never borrows English's.
    /// Without either form, answers `<key>.other` itself, so the gap is visible.
    public func plural(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        let arguments = arguments.merging(["count": "\(count)"]) { given, _ in given }
        let other = key + ".other"
        guard
            let table = [language, .english].lazy.compactMap({ table($0) }).first(where: {
                $0[other] != nil
            }),
            let template = (count == 1 ? table[key + ".one"] : nil) ?? table[other]
        else { return other }
        return Self.fill(template, with: arguments)
    }

    /// Whether `language` itself (without fallback) has an entry for `key`.
    public func contains(_ key: String, in language: Language) -> Bool {
        table(language)?[key] != nil
    }

    /// Of `keys`, those `language` has no entry for (without fallback), sorted.
    public func missingKeys(_ keys: some Sequence<String>, in language: Language) -> [String] {
        Set(keys).filter { !contains($0, in: language) }.sorted()
    }

    /// The keys some language has and `language` lacks, sorted: empty when `language` is complete.
    public func missingKeys(in language: Language) -> [String] {
        missingKeys(entries.values.flatMap(\.keys), in: language)
    }

    /// Replaces each `{name}` (letters, digits, `_`, `.`, `-`) whose name is in `arguments`, in one pass.
    public static func fill(_ template: String, with arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        // `append(contentsOf:)` with a `Substring` is String's own; `+=` would take the generic
        // `Sequence` one, whose first use costs the process a conformance scan (~260,000 instructions).
        while let open = rest.firstIndex(of: "{") {
            result.append(contentsOf: rest[..<open])
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { !isPlaceholderCharacter($0) }),
                rest[close] == "}",
                let value = arguments[String(rest[afterOpen..<close])]
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        result.append(contentsOf: rest)
        return result
    }

    private static func isPlaceholderCharacter(_ character: Character) -> Bool {
        character == "_" || character == "." || character == "-"
            || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// Reads and parses one `.strings` file at `path`.
    private static func parseFile(_ path: String) throws(LocalizationError) -> [String: String] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false))
        } catch {
            throw .unreadableResource(path: path, reason: SystemErrorText.of(error))
        }
        return try parse(data, file: path)
    }

    /// Parses the contents of the `.strings` file at `file` (UTF-8, or UTF-16 with a byte-order mark).
    private static func parse(
        _ data: Data, file: String
    ) throws(LocalizationError) -> [String:
        String]
    {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw .unreadableResource(path: file, reason: "it is not valid UTF-16 text")
            }
            return try StringsFileParser.parse(text, file: file)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw .unreadableResource(
                path: file, reason: "it is a binary property list; ship the text .strings file")
        }
        guard isUTF8(bytes) else {
            throw .unreadableResource(path: file, reason: "it is not valid UTF-8 text")
        }
        return try StringsFileParser.parse(utf8: bytes, file: file)
    }

    /// Whether `bytes` are valid UTF-8, checked about a kilobyte at a time, each piece ending
    /// after a line break: the standard library's check costs under an instruction a byte on
    /// text in ASCII alone but ~10 on text with anything else, so one `…` no longer costs the
    /// whole file the slow check (the Console's English table: 134,000 instructions -> 19,000).
    /// A line break is never inside a UTF-8 sequence, so the pieces are valid exactly when the
    /// whole is.
    private static func isUTF8(_ bytes: [UInt8]) -> Bool {
        let span = bytes.span
        var start = 0
        while start < bytes.count {
            let end =
                bytes[min(start + 1024, bytes.count)...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
                ?? bytes.count
            guard (try? UTF8Span(validating: span.extracting(start..<end))) != nil else { return false }
            start = end
        }
        return true
    }
}
