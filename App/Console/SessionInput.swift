/// Where a session's commands come from: a terminal, through the line editor, or lines read
/// one by one (a pipe, a file, a test).
enum SessionInput {
    /// A person at a terminal: the line editor shows the prompt and reads each line.
    case terminal(LineEditor)
    /// Lines from `nextLine`, which answers `nil` at the end (and may wait: a test in-process
    /// hands the next line when it has read what the last one drew); no prompt is shown. `typed`
    /// when standard input is a terminal though standard output is not (`bazaar > log`): a person
    /// types them, and leaving is not a failure.
    case lines(() async -> String?, typed: Bool)

    /// Whether a person is typing (so the session greets, prompts and says goodbye).
    var isInteractive: Bool {
        if case .terminal = self { return true }
        return false
    }

    /// Whether a person types the lines (standard input is a terminal), so that leaving with
    /// `quit` or at the end of input answers 0: they saw each error as it happened.
    var isTyped: Bool {
        switch self {
        case .terminal: true
        case .lines(_, let typed): typed
        }
    }

    /// The next line, `.tooLong` for a line over ``LineEditor/maximumLength`` characters, or
    /// `.end`. At a terminal, `prompt` is shown and the line kept in the history if `remember`.
    func next(prompt: String = "> ", remember: Bool = true) async -> LineEditor.Input {
        switch self {
        case .terminal(let editor):
            return editor.read(prompt: prompt, remember: remember)
        case .lines(let nextLine, _):
            guard let line = await nextLine() else { return .end }
            return line.count > LineEditor.maximumLength ? .tooLong : .line(line)
        }
    }
}
