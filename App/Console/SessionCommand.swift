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

    /// Parses a line typed on a page with `linkCount` links; `nil` for a blank one. A session's
    /// own word (or a link's number, ASCII digits) takes nothing after it; anything else is a
    /// command line: `routes --json`, `open URL... --json`, `help open`. Options fixed when the
    /// session started (`--state-dir`, `--lang`) are refused, and an unknown option is named
    /// with the options a session takes. Throws a `UsageError` naming the words at fault:
    /// `session.extraWords` for words after a session's own word; ``noLink(_:linkCount:)`` for
    /// a signed number (`+1`, `-1`) or one too long for any link; `session.unknown` (`.one` on a
    /// page with one link, `.noLinks` on a page without) for a first word that is neither a
    /// command nor a number, naming the page's numbers and the commands.
    static func parse(_ line: String, linkCount: Int) throws(UsageError) -> SessionCommand? {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        let word = first.lowercased()
        let digits = first.first == "+" || first.first == "-" ? first.dropFirst() : Substring(first)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            digits.count < first.count || Int(first) == nil
        {
            // `+1` typed for a line's `+1` action, `-1`, or more digits than any number holds:
            // no link's number.
            throw noLink(first, linkCount: linkCount)
        }
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
        let invocation: ConsoleInvocation
        do {
            invocation = try ConsoleInvocation.parse(words)
        } catch  where error.key == "usage.unknownOption" {
            // Named with the options a session takes, not those it refuses.
            var values = error.values
            values["options"] = ConsoleInvocation.sessionOptions.joined(separator: ", ")
            throw UsageError(error.key, values, input: error.input)
        }
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

    /// What a number no link has is told, on a page with `linkCount` links: the page's numbers
    /// (its one number, on a page with one link), or that it has none.
    static func noLink(_ number: String, linkCount: Int) -> UsageError {
        UsageError(
            linkCount > 1 ? "session.noLink" : linkCount == 1 ? "session.noLink.one" : "session.noLinks",
            ["number": number, "count": "\(linkCount)"], input: number)
    }

    /// The words a near miss is matched against: the session's own and the command line's.
    static let commandWords = [
        "open", "back", "home", "show", "routes", "services", "modules", "events", "help", "quit",
    ]

    private static func unknown(_ word: String, linkCount: Int) -> UsageError {
        if let suggestion = NearMiss.closest(to: word, among: commandWords) {
            return UsageError(
                "session.unknown.suggestion", ["command": word, "suggestion": suggestion, "commands": summary],
                input: word)
        }
        return UsageError(
            linkCount > 1 ? "session.unknown" : linkCount == 1 ? "session.unknown.one" : "session.unknown.noLinks",
            ["command": word, "count": "\(linkCount)", "commands": summary], input: word)
    }
}
