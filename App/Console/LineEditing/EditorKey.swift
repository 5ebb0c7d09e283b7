/// One key press as the line editor understands it, decoded from the bytes a terminal sends.
///
/// Only `insert` carries text, and only drawable text (see `TerminalSanitizer.isDrawable`):
/// control bytes and escape sequences become one of the other cases or `ignored`, so nothing a
/// terminal sends as a sequence ever reaches the line being edited.
public enum EditorKey: Sendable, Equatable {
    /// A character to insert at the cursor.
    case insert(Unicode.Scalar)
    /// Left arrow or Ctrl-B.
    case left
    /// Right arrow or Ctrl-F.
    case right
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// Up arrow or Ctrl-P: the previous history entry.
    case up
    /// Down arrow or Ctrl-N: the next history entry.
    case down
    /// Backspace (DEL or Ctrl-H): delete the character before the cursor.
    case backspace
    /// Delete: delete the character under the cursor.
    case delete
    /// Ctrl-U: delete from the start of the line to the cursor.
    case deleteToStart
    /// Ctrl-K: delete from the cursor to the end of the line.
    case deleteToEnd
    /// Ctrl-W: delete the word before the cursor.
    case deleteWordBefore
    /// Enter (CR or LF): accept the line.
    case enter
    /// Ctrl-C: clear the line and start again.
    case interrupt
    /// Ctrl-D: leave on an empty line, else delete the character under the cursor.
    case endOfInput
    /// Ctrl-Z: put the terminal back and stop the program, as job control does.
    case suspend
    /// Ctrl-L: draw the line again.
    case redraw
    /// Anything else: an unknown escape sequence, a control byte, malformed UTF-8.
    case ignored
}
