/// Input as an error line quotes it: what the person gave, with every control, format or line
/// separator character (U+202E, U+200B, a newline) written as a `\u` escape as JSON writes it, so
/// the quote shows what is really there rather than hiding it; and at most ``limit`` characters,
/// a longer value cut with an ellipsis so that one line stays one line.
enum QuotedInput {
    /// The most characters of input an error line quotes.
    static let limit = 80

    /// `text` as an error line quotes it.
    static func shown(_ text: String) -> String {
        let isLong = text.count > limit
        let kept = isLong ? text.prefix(limit - 1) : Substring(text)
        return kept.map(escaped).joined() + (isLong ? "…" : "")
    }

    /// `character`, or the `\u` escapes of its scalars when one of them is invisible.
    private static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: isInvisible) else { return String(character) }
        var text = ""
        for scalar in character.unicodeScalars {
            guard isInvisible(scalar) else {
                text.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return text
    }

    /// Whether `scalar` draws nothing or moves the text: a control, format or separator character.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
