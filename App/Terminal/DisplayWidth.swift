/// Measures and pads text by the number of terminal columns it occupies.
///
/// `String.count` counts characters, not columns: a Chinese character takes two columns,
/// a combining accent none, and an ANSI escape none. Use these functions for every
/// alignment so that bilingual English / Simplified Chinese tables line up.
///
/// The rule per character (grapheme cluster): East Asian Wide and Fullwidth characters and
/// emoji shown as pictures count 2; combining marks, format characters (such as the zero-width
/// joiner), variation selectors and control characters count 0; everything else counts 1.
/// A cluster counts as its widest scalar, so `e` + combining acute is 1 column.
public enum DisplayWidth {
    /// The number of terminal columns `text` occupies, ignoring ANSI escape sequences.
    ///
    /// Text containing a line break is measured as if the break were not there; split lines first.
    public static func of(_ text: String) -> Int {
        var total = 0
        for character in strippingEscapes(text) {
            total += width(of: character)
        }
        return total
    }

    /// Pads `text` with spaces to `width` columns on the side `alignment` asks for.
    ///
    /// Text already at least `width` columns wide is returned unchanged (never cut).
    public static func pad(_ text: String, to width: Int, alignment: ColumnAlignment) -> String {
        let missing = width - of(text)
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        switch alignment {
        case .left: return text + padding
        case .right: return padding + text
        }
    }

    /// `text` without ANSI CSI escape sequences (`ESC [` parameters, final byte `@`…`~`).
    public static func strippingEscapes(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            guard let next = scalars.next() else { break }
            guard next == "[" else { continue }  // a two-byte escape: drop both
            while let parameter = scalars.next() {
                if (0x40...0x7E).contains(parameter.value) { break }
            }
        }
        return String(result)
    }

    /// The columns one grapheme cluster occupies.
    static func width(of character: Character) -> Int {
        var widest = 0
        var hasEmojiSelector = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { hasEmojiSelector = true }
            widest = max(widest, width(of: scalar))
        }
        if hasEmojiSelector, widest == 1, character.unicodeScalars.first?.properties.isEmoji == true {
            return 2
        }
        return widest
    }

    /// The columns one scalar occupies on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }  // Latin: the common case, decided without a table
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges from Unicode's EastAsianWidth.txt, condensed.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B,  // watch, hourglass
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x18AFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extensions G and later
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }
}
