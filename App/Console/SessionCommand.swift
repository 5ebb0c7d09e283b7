/// One line of a session, parsed: a word only a session has (a link's number, `back`, `home`,
/// `show`, `quit`), or a command of the command line with its options, parsed by
/// ``ConsoleInvocation/parse(_:)`` as the command line is, so the two cannot drift.
enum SessionCommand: Equatable {
    /// Follow link `number` of the page last drawn.
    case follow(Int)
    /// Go back one page.
    case back
    /// Go to the entry page.
    case home
    /// Draw the page on top again.
    case show
    /// Leave the session.
    case quit
    /// The session's help, or one command's.
    case help(topic: String?)
    /// A command of the command line (`open`, `routes`, `services`, `modules`, `events`,
    /// `--version`, `--generate-completion-script`) with its options.
    case run(ConsoleInvocation)

    /// The words only a session has, each with the command it is, as typed (in any case).
    private static let sessionWords: [String: SessionCommand] = [
        "back": .back, "b": .back, "home": .home, "show": .show, "quit": .quit, "exit": .quit, "q": .quit,
    ]

    /// The commands a session takes, as the unknown-command sentence lists them.
    static let summary = "open URL..., back, home, show, routes, services, modules, events, help, quit"

    /// Parses a line typed on a page with `linkCount` links; `nil` for a blank one. A session's own word (or a number) takes nothing
    /// after it; anything else is a command line: `routes --json`, `open URL... --json`,
    /// `help open`. Options fixed when the session started (`--state-dir`, `--lang`) are
    /// refused. Throws a `UsageError` naming the words at fault: `session.extraWords` for words
    /// after a session's own word, `session.unknown` (`session.unknown.noLinks` on a page without
    /// links) for a first word that is neither a command nor a number, naming the page's numbers
    /// and the commands.
    static func parse(_ line: String, linkCount: Int) throws(UsageError) -> SessionCommand? {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        let word = first.lowercased()
        let own = Int(first).map(SessionCommand.follow) ?? sessionWords[word] ?? (word == "?" ? .help(topic: nil) : nil)
        if let own {
            guard words.count == 1 else {
                let extra = words.dropFirst().joined(separator: " ")
                throw UsageError("session.extraWords", ["command": first, "words": extra], input: extra)
            }
            return own
        }
        if word == "help", words.count == 2, !words[1].hasPrefix("-") {
            // `help quit`: a session's own word is explained by the session's help; a topic that
            // is no command is named with what the session takes.
            let topic = words[1].lowercased()
            if sessionWords[topic] != nil || Int(topic) != nil { return .help(topic: nil) }
            guard ConsoleCommand.names.contains(topic) else { throw unknown(words[1], linkCount: linkCount) }
            words[1] = topic
        }
        if !first.hasPrefix("-") {
            guard ConsoleCommand.names.contains(word) else {
                throw unknown(first, linkCount: linkCount)
            }
            words[0] = word
        }
        let invocation = try ConsoleInvocation.parse(words)
        for (option, isSet) in [
            ("--state-dir", invocation.options.stateDirectory != nil), ("--lang", invocation.options.language != nil),
        ] where isSet {
            throw UsageError("session.fixedOption", ["option": option], input: option)
        }
        switch invocation.command {
        case .session:
            // Only options, as `--no-color`: no command to run.
            throw unknown(first, linkCount: linkCount)
        case .help(let topic):
            return .help(topic: topic)
        default:
            return .run(invocation)
        }
    }

    private static func unknown(_ word: String, linkCount: Int) -> UsageError {
        UsageError(
            linkCount > 0 ? "session.unknown" : "session.unknown.noLinks",
            ["command": word, "count": "\(linkCount)", "commands": summary], input: word)
    }
}
