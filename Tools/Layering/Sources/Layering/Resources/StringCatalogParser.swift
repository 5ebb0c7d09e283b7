import Foundation

/// Reads an `.xcstrings` String Catalog (JSON: `sourceLanguage`, and `strings` mapping each key to
/// its `localizations`, each a `stringUnit` or `variations` by plural or device).
///
/// A key without a localization in the source language has the key itself as its text there. A
/// language's text is its `stringUnit` value, or for variations that of `other` (else the first).
/// Keys marked `"shouldTranslate": false` are in ``Catalog/untranslated``: no other language needs them.
enum StringCatalogParser {
    /// What a catalog holds.
    struct Catalog {
        /// The development language, lowercased.
        var sourceLanguage: String
        /// Every language some key has, the source language included, lowercased.
        var languages: Set<String>
        /// One entry per key and language.
        var entries: [TableEntry]
        /// Keys no other language needs.
        var untranslated: Set<String>
    }

    /// The catalog in `data`; `file` names it in entries and errors.
    static func catalog(in data: Data, file: String, table: String) throws(LayeringError) -> Catalog {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw LayeringError("\(file) is not valid JSON; a String Catalog is the JSON Xcode writes")
        }
        guard case .object(let top) = root, case .string(let source)? = top["sourceLanguage"] else {
            throw LayeringError(
                "\(file) has no \"sourceLanguage\"; a String Catalog is an object with \"sourceLanguage\" and \"strings\""
            )
        }
        var strings: [String: JSONValue] = [:]
        if let value = top["strings"] {
            guard case .object(let object) = value else {
                throw LayeringError("\(file): \"strings\" must be an object mapping each key to its localizations")
            }
            strings = object
        }
        let lines = KeyLines(data: data)
        let sourceLanguage = source.lowercased()
        var catalog = Catalog(
            sourceLanguage: sourceLanguage, languages: [sourceLanguage], entries: [], untranslated: [])
        for key in strings.keys.sorted() {
            guard case .object(let fields) = strings[key] else {
                throw LayeringError("\(file): the key \"\(key)\" must map to an object with \"localizations\"")
            }
            let line = lines.line(of: key)
            if case .bool(false)? = fields["shouldTranslate"] { catalog.untranslated.insert(key) }
            var localizations: [String: JSONValue] = [:]
            if case .object(let object)? = fields["localizations"] { localizations = object }
            var languages = Set(localizations.keys.map { $0.lowercased() })
            if !languages.contains(sourceLanguage) {
                catalog.entries.append(
                    TableEntry(key: key, value: key, language: sourceLanguage, table: table, file: file, line: line))
                languages.insert(sourceLanguage)
            }
            for (language, localization) in localizations.sorted(by: { $0.key < $1.key }) {
                catalog.entries.append(
                    TableEntry(
                        key: key, value: text(of: localization) ?? "", language: language.lowercased(), table: table,
                        file: file, line: line))
            }
            catalog.languages.formUnion(languages)
        }
        return catalog
    }

    /// The text of one localization: its `stringUnit` value, else that of its `other` variation (or the first).
    private static func text(of localization: JSONValue) -> String? {
        guard case .object(let fields) = localization else { return nil }
        if case .object(let unit)? = fields["stringUnit"], case .string(let value)? = unit["value"] { return value }
        guard case .object(let variations)? = fields["variations"] else { return nil }
        for (_, kind) in variations.sorted(by: { $0.key < $1.key }) {
            guard case .object(let cases) = kind else { continue }
            if let other = cases["other"], let value = text(of: other) { return value }
            for (_, variation) in cases.sorted(by: { $0.key < $1.key }) {
                if let value = text(of: variation) { return value }
            }
        }
        return nil
    }

    /// The line of each key of `strings`, from one pass over the JSON bytes: the member names of
    /// the object that is the value of the top-level `"strings"`.
    private struct KeyLines {
        private var lines: [String: Int] = [:]

        init(data: Data) {
            let bytes = [UInt8](data)
            var depth = 0
            var line = 1
            var index = 0
            var inStrings = false
            var lastName: [UInt8] = []
            var nameLine = 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case ASCII.newline: line += 1
                case ASCII.quote:
                    let start = index + 1
                    nameLine = line
                    index += 1
                    while index < bytes.count, bytes[index] != ASCII.quote {
                        if bytes[index] == ASCII.backslash { index += 1 }
                        index += 1
                    }
                    lastName = Array(bytes[start..<min(index, bytes.count)])
                    var next = index + 1
                    while next < bytes.count,
                        [ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn].contains(bytes[next])
                    {
                        next += 1
                    }
                    if next < bytes.count, bytes[next] == UInt8(ascii: ":"), inStrings, depth == 2,
                        let name = lastName.contains(ASCII.backslash)
                            ? try? JSONDecoder().decode(
                                String.self, from: Data([ASCII.quote] + lastName + [ASCII.quote]))
                            : String(decoding: lastName, as: UTF8.self),
                        lines[name] == nil
                    {
                        lines[name] = nameLine
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth == 2, byte == UInt8(ascii: "{"), lastName == Array("strings".utf8) { inStrings = true }
                case ASCII.closeBrace, ASCII.closeBracket:
                    if depth == 2 { inStrings = false }
                    depth -= 1
                default: break
                }
                index += 1
            }
        }

        func line(of key: String) -> Int { lines[key] ?? 1 }
    }
}
