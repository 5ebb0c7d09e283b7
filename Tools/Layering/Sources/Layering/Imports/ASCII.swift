/// The bytes the tokenizer looks at, by name.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let pound: UInt8 = 0x23
    static let dollar: UInt8 = 0x24
    static let openParenthesis: UInt8 = 0x28
    static let closeParenthesis: UInt8 = 0x29
    static let asterisk: UInt8 = 0x2A
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let semicolon: UInt8 = 0x3B
    static let equals: UInt8 = 0x3D
    static let closeBracket: UInt8 = 0x5D
    static let closeBrace: UInt8 = 0x7D
    static let at: UInt8 = 0x40
    static let backslash: UInt8 = 0x5C
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, `_`, `$` and every byte of a non-ASCII character (Unicode identifiers).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == underscore || byte == dollar
            || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// Whether a `/` after this byte is a division: it ends an identifier, a literal or a bracket.
    static func endsOperand(_ byte: UInt8) -> Bool {
        isIdentifierContinuation(byte) || byte == closeParenthesis || byte == closeBracket || byte == closeBrace
            || byte == quote || byte == backtick
    }
}
