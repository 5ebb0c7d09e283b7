/// Breaks text into lines no wider than a number of terminal columns.
///
/// Latin text breaks at spaces; a word wider than the line breaks where it must. Chinese and
/// other wide characters may break between any two characters, as they do in print, except
/// where the line-breaking rules of Chinese and Japanese typesetting (kinsoku, JIS X 4051)
/// forbid it: a line never starts with a closing mark (``closingMarks``: `，。、；：？！）」』》】`...)
/// and never ends with an opening one (``openingMarks``: `（「『《【`...). The mark keeps the
/// character beside it, and the two move to the next line together (a line too narrow for a
/// character and its marks together breaks them where it must). Widths are display widths
/// (see ``DisplayWidth``), so bilingual text wraps where the terminal shows it.
public enum LineWrapping {
    /// Marks a line may not start with: Chinese and full-width closing punctuation and brackets,
    /// closing quotation marks and the ellipsis.
    public static let closingMarks: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "．", "）", "］", "｝", "」", "』", "》", "〉", "】", "〕", "〗",
        "〙", "〛", "｠", "”", "’", "…", "‥",
    ]

    /// Marks a line may not end with: Chinese and full-width opening brackets and opening
    /// quotation marks.
    public static let openingMarks: Set<Character> = [
        "（", "［", "｛", "「", "『", "《", "〈", "【", "〔", "〖", "〘", "〚", "｟", "“", "‘",
    ]

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
        for token in keepingMarksWithTheirNeighbours(tokens(of: line)) {
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

    /// The tokens with each closing mark joined to the token before it and each opening mark to
    /// the token after it (a space between them kept inside), so no break falls between them.
    private static func keepingMarksWithTheirNeighbours(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        var opening: Token?
        for next in tokens {
            var token = next
            if let held = opening {
                token = Token(
                    text: held.text + (token.spaceBefore ? " " : "") + token.text, spaceBefore: held.spaceBefore)
                opening = nil
            }
            if let first = token.text.first, closingMarks.contains(first), let previous = result.popLast() {
                token = Token(
                    text: previous.text + (token.spaceBefore ? " " : "") + token.text, spaceBefore: previous.spaceBefore
                )
            }
            if let last = token.text.last, openingMarks.contains(last) {
                opening = token
            } else {
                result.append(token)
            }
        }
        if let held = opening { result.append(held) }
        return result
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
