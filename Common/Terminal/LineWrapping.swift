/// Breaks text into lines no wider than a number of terminal columns.
///
/// Latin text breaks at spaces; a word wider than the line breaks where it must. Chinese and
/// other wide characters may break between any two characters, as they do in print. Widths are
/// display widths (see ``DisplayWidth``), so bilingual text wraps where the terminal shows it.
public enum LineWrapping {
    /// The lines of `text` at most `width` columns wide (at least one line; a `width` below 1
    /// counts as 1). Existing line breaks are kept; spaces at a break are dropped.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrapLine(Substring($0), width: width)
        }
    }

    /// A word, or one wide character, and whether a space came before it.
    private struct Token {
        let text: String
        let spaceBefore: Bool
    }

    private static func wrapLine(_ line: Substring, width: Int) -> [String] {
        guard DisplayWidth.of(String(line)) > width else { return [String(line)] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for token in tokens(of: line) {
            let tokenWidth = DisplayWidth.of(token.text)
            let gap = token.spaceBefore && !current.isEmpty ? 1 : 0
            if currentWidth + gap + tokenWidth <= width {
                current += (gap == 1 ? " " : "") + token.text
                currentWidth += gap + tokenWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            (current, currentWidth) = ("", 0)
            for character in token.text {
                let characterWidth = DisplayWidth.of(String(character))
                if currentWidth + characterWidth > width, !current.isEmpty {
                    lines.append(current)
                    (current, currentWidth) = ("", 0)
                }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    private static func tokens(of line: Substring) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        var wordSpaceBefore = false
        var sawSpace = false
        func endWord() {
            if !word.isEmpty { tokens.append(Token(text: word, spaceBefore: wordSpaceBefore)) }
            word = ""
        }
        for character in line {
            if character == " " {
                endWord()
                sawSpace = true
            } else if DisplayWidth.of(String(character)) >= 2 {
                endWord()
                tokens.append(Token(text: String(character), spaceBefore: sawSpace))
                sawSpace = false
            } else {
                if word.isEmpty {
                    wordSpaceBefore = sawSpace
                    sawSpace = false
                }
                word.append(character)
            }
        }
        endWord()
        return tokens
    }
}
