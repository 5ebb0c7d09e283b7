import Foundation

/// Reads a `.strings` table (the old-style property list Xcode and Foundation use): `"key" = "value";`
/// entries, `/* */` and `//` comments, quoted text with the escapes `\" \\ \n \t \r \0 \U0041 \u0041`
/// and octal `\101`, unquoted words (`key = value;`), UTF-8 or UTF-16 (with its byte-order mark).
///
/// Every entry is kept in file order with its line, a key defined twice included (the checker reports
/// it). Text that is not this format is an error naming the file, the line and what was expected.
enum StringsTableParser {
    /// The entries of `data`; `file` names it in entries and errors, `language` and `table` are copied
    /// into each entry.
    static func entries(
        in data: Data, file: String, language: String, table: String
    ) throws(LayeringError) -> [TableEntry] {
        guard let text = decode(data) else {
            throw LayeringError("\(file) is neither UTF-8 nor UTF-16 text; save the table as UTF-8")
        }
        var reader = Reader(scalars: Array(text.unicodeScalars), file: file)
        var entries: [TableEntry] = []
        while true {
            try reader.skipTrivia()
            guard !reader.isAtEnd else { return entries }
            let line = reader.line
            let key = try reader.text(what: "a quoted key")
            try reader.skipTrivia()
            try reader.expect("=", after: "the key \"\(key)\"")
            try reader.skipTrivia()
            let value = try reader.text(what: "a quoted value for \"\(key)\"")
            try reader.skipTrivia()
            try reader.expect(";", after: "the value of \"\(key)\"")
            entries.append(TableEntry(key: key, value: value, language: language, table: table, file: file, line: line))
        }
    }

    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes == [0xFE, 0xFF] { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        guard var text = String(data: data, encoding: .utf8) else { return nil }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// A cursor over the text's scalars that knows its line.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        var isAtEnd: Bool { index >= scalars.count }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        func error(_ reason: String) -> LayeringError {
            LayeringError(
                "\(file):\(line): \(reason); a .strings table holds only \"key\" = \"value\"; entries and comments")
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func skipTrivia() throws(LayeringError) {
            while let current = peek() {
                if current.properties.isWhitespace {
                    advance()
                } else if current == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { advance() }
                } else if current == "/", peek(1) == "*" {
                    let start = line
                    index += 2
                    while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                    guard peek() != nil else {
                        line = start
                        throw error("a comment opened here is never closed with */")
                    }
                    index += 2
                } else {
                    return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar, after what: String) throws(LayeringError) {
            guard peek() == scalar else {
                throw error(
                    "expected \(scalar) after \(what), found \(peek().map { "'\($0)'" } ?? "the end of the file")")
            }
            advance()
        }

        /// A quoted string, or an unquoted word of letters, digits and `_ $ : . / -`.
        mutating func text(what: String) throws(LayeringError) -> String {
            guard let first = peek() else { throw error("expected \(what), found the end of the file") }
            guard first == "\"" else {
                var word = ""
                while let next = peek(), Self.isWordScalar(next) {
                    word.unicodeScalars.append(next)
                    advance()
                }
                guard !word.isEmpty else { throw error("expected \(what), found '\(first)'") }
                return word
            }
            let start = line
            advance()
            var text = ""
            while let current = peek() {
                advance()
                switch current {
                case "\"": return text
                case "\\": text.unicodeScalars.append(try escape())
                default: text.unicodeScalars.append(current)
                }
            }
            line = start
            throw error("a quoted string opened here is never closed")
        }

        private mutating func escape() throws(LayeringError) -> Unicode.Scalar {
            guard let escaped = peek() else { throw error("a backslash ends the file") }
            advance()
            switch escaped {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "v": return "\u{0B}"
            case "U", "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek(), let number = UInt32(String(digit), radix: 16) else {
                        throw error("\\\(escaped) needs four hexadecimal digits")
                    }
                    value = value * 16 + number
                    advance()
                }
                // Half of a UTF-16 surrogate pair is kept as a replacement character: only keys matter here.
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            case "0"..."7":
                var value = escaped.value - 48
                for _ in 0..<2 {
                    guard let digit = peek(), ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 48
                    advance()
                }
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            default: return escaped
            }
        }

        private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$:./-".unicodeScalars.contains(scalar)
        }
    }
}
