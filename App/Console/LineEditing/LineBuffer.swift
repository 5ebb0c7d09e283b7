/// The line being edited: its characters and the cursor, with the editing operations of the
/// line editor. The cursor counts characters (grapheme clusters) from the start, `0...count`.
public struct LineBuffer: Sendable, Equatable {
    /// The characters of the line.
    public private(set) var characters: [Character] = []
    /// Where the next character goes, from 0 (before the first) to `characters.count` (after the last).
    public private(set) var cursor = 0

    /// An empty line.
    public init() {}

    /// A line holding `text`, with the cursor at its end.
    public init(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// The line as text.
    public var text: String { String(characters) }

    /// Inserts `scalar` at the cursor; a combining mark joins the character before it.
    public mutating func insert(_ scalar: Unicode.Scalar) {
        if cursor > 0 {
            let joined = String(characters[cursor - 1]) + String(Character(scalar))
            if joined.count == 1, let character = joined.first {
                characters[cursor - 1] = character
                return
            }
        }
        characters.insert(Character(scalar), at: cursor)
        cursor += 1
    }

    /// Moves the cursor one character left, if it can.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }

    /// Moves the cursor one character right, if it can.
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

    /// Moves the cursor to the start of the line.
    public mutating func moveToStart() { cursor = 0 }

    /// Moves the cursor to the end of the line.
    public mutating func moveToEnd() { cursor = characters.count }

    /// Deletes the character before the cursor, if any.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the character under the cursor, if any.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes from the start of the line to the cursor.
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Deletes from the cursor to the end of the line.
    public mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Deletes the word before the cursor and the spaces after it, as Ctrl-W does in a shell.
    public mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
