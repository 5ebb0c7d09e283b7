/// The value of a single-line Swift string literal token (`"k"`, `#"k"#`), escapes decoded.
enum SwiftStringLiteral {
    /// Whether the literal token is a string (not a number or regex).
    static func isString(_ bytes: [UInt8], _ token: SourceToken) -> Bool {
        var index = token.start
        while index < token.end, bytes[index] == ASCII.pound { index += 1 }
        return index < token.end && bytes[index] == ASCII.quote
    }

    /// The value, or `nil` for a multi-line, unterminated or interpolated literal, or no string at all.
    static func value(_ bytes: [UInt8], _ token: SourceToken) -> String? {
        var start = token.start
        while start < token.end, bytes[start] == ASCII.pound { start += 1 }
        let hashes = start - token.start
        guard start < token.end, bytes[start] == ASCII.quote else { return nil }
        let end = token.end - hashes - 1
        guard end > start, bytes[end] == ASCII.quote, start + 1 < token.end,
            bytes[start + 1] != ASCII.quote || end == start + 1
        else { return nil }
        var value: [UInt8] = []
        var index = start + 1
        while index < end {
            let byte = bytes[index]
            guard byte == ASCII.backslash, index + hashes + 1 < end,
                (0..<hashes).allSatisfy({ bytes[index + 1 + $0] == ASCII.pound })
            else {
                value.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1 + hashes]
            index += hashes + 2
            switch escaped {
            case ASCII.openParenthesis: return nil
            case UInt8(ascii: "n"): value.append(ASCII.newline)
            case UInt8(ascii: "t"): value.append(ASCII.tab)
            case UInt8(ascii: "r"): value.append(ASCII.carriageReturn)
            case UInt8(ascii: "0"): value.append(0)
            case UInt8(ascii: "u"):
                guard let close = bytes[index..<end].firstIndex(of: ASCII.closeBrace),
                    let code = UInt32(String(decoding: bytes[(index + 1)..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(code)
                else { return nil }
                value += Array(String(Character(scalar)).utf8)
                index = close + 1
            default: value.append(escaped)
            }
        }
        return String(decoding: value, as: UTF8.self)
    }
}
