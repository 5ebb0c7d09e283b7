import Common
import Foundation
import Terminal

/// The help of a program built on the front end, in the person's language: the whole program
/// (`--help`, `help`) or one command (`help open`, `open --help`), and the specification its
/// completion scripts are written from. Text is wrapped at 100 columns, whatever the terminal.
struct ConsoleHelp {
    let definition: AppDefinition
    let strings: StringTable

    /// The widest a help line gets.
    static let width = 100
    /// Where descriptions start in a two-column list.
    static let indent = 22

    /// The help for `topic`, a command's name, or for the program when `nil`.
    func text(for topic: String?) -> String {
        guard let topic else { return programHelp() }
        return Self.commandHelp(topic, commandLine: definition.commandName, strings: strings)
    }

    /// The help for one command, `topic`, of a program run as `commandLine` (`bazaar`,
    /// `shell <Module>`, `CartShell`): its usage, what it does, the options, the exit codes.
    /// With `commandLine` `nil`, the command as typed in a session: its usage without the
    /// program's name, and only the options a session takes (`--state-dir` and `--lang` are
    /// chosen when it starts, which the help says).
    /// `keepsStateInMemory` words `--state-dir` for a program that keeps its state in memory
    /// unless the option is given (`shell`), rather than in `$BAZAAR_STATE_DIR` and so on.
    static func commandHelp(
        _ topic: String, commandLine: String?, strings: StringTable, keepsStateInMemory: Bool = false
    ) -> String {
        let usage = usage(of: topic, strings: strings)
        var lines = [usagePrefix(strings) + (commandLine.map { "\($0) \(usage)" } ?? usage), ""]
        lines += LineWrapping.wrap(strings("help.detail.\(topic)"), width: Self.width)
        lines += ["", strings("help.commandOptions")]
        let refused = commandLine == nil ? ConsoleInvocation.sessionFixedOptions.map(\.name) : []
        lines += list(
            optionEntries(strings, keepsStateInMemory: keepsStateInMemory).filter { entry in
                !refused.contains { entry.0.hasPrefix($0 + " ") }
            })
        if commandLine == nil { lines += LineWrapping.wrap(strings("help.sessionFixedOptions"), width: Self.width) }
        lines += ["", strings("help.exitCodes")] + exitCodeLines(strings)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `usage: ` or `用法：`, what comes before a usage line: the label and a space, unless it
    /// ends in a full-width colon, which carries its own space.
    private static func usagePrefix(_ strings: StringTable) -> String {
        let usage = strings("help.usage")
        return usage.last.map { DisplayWidth.of(String($0)) >= 2 } == true ? usage : usage + " "
    }

    /// The specification completion scripts are written from.
    var specification: CommandLineSpecification {
        CommandLineSpecification(
            commandName: definition.commandName,
            commands: ConsoleCommand.names.map { .init($0, strings("help.command.\($0)")) },
            options: Self.options(strings), helpCommand: "help")
    }

    /// The options every command takes, described in the strings' language.
    private static func options(
        _ strings: StringTable, keepsStateInMemory: Bool = false
    ) -> [CommandLineSpecification.Option] {
        func optionText(_ key: String) -> String {
            let variable =
                key == "stateDir" ? ConsoleProgram.stateDirectoryVariable : ConsoleProgram.languageVariable
            return strings("help.option.\(key)", ["variable": variable])
        }
        return [
            .init("--state-dir", value: .directory, optionText(keepsStateInMemory ? "stateDirInMemory" : "stateDir")),
            .init("--lang", value: .choice(Language.allCases.map(\.code)), optionText("lang")),
            .init("--no-color", optionText("noColor")),
            .init("--json", optionText("json")),
            .init("--latency", value: .seconds, optionText("latency")),
            .init("--help", shortName: "-h", optionText("help")),
            .init("--version", optionText("version")),
            .init(
                "--generate-completion-script", value: .choice(CompletionShell.allCases.map(\.rawValue)),
                optionText("completion")),
        ]
    }

    private func programHelp() -> String {
        let name = definition.commandName
        let indent = String(repeating: " ", count: DisplayWidth.of(Self.usagePrefix(strings)))
        var lines = [
            "\(name) — \(definition.summary.text(in: strings.language))", "",
            Self.usagePrefix(strings)
                + definition.usage.replacingOccurrences(of: "[options]", with: strings("help.optionsPlaceholder")),
            "\(indent)\(name) help [COMMAND]",
            "\(indent)\(name) --version",
            "\(indent)\(name) --generate-completion-script bash|zsh|fish",
            "", strings("help.commands"),
        ]
        lines += Self.list(
            [(strings("help.none"), strings("help.command.session"))]
                + ConsoleCommand.names.map { (commandColumn($0), strings("help.command.\($0)")) })
        lines += ["", strings("help.options")] + Self.list(Self.optionEntries(strings))
        lines +=
            [""]
            + LineWrapping.wrap(
                strings(
                    "help.environment", ["variable": ConsoleProgram.lockTimeoutVariable, "command": name]),
                width: Self.width)
        lines += ["", strings("help.exitCodes")] + Self.exitCodeLines(strings)
        lines += [""] + LineWrapping.wrap(strings("help.more", ["command": name]), width: Self.width)
        return lines.joined(separator: "\n") + "\n"
    }

    /// How `command` is typed, after the program's name on a command line.
    private static func usage(of command: String, strings: StringTable) -> String {
        switch command {
        case "open": return "open URL [URL...] \(strings("help.optionsPlaceholder"))"
        case "help": return "help [COMMAND]"
        default: return "\(command) \(strings("help.optionsPlaceholder"))"
        }
    }

    private func commandColumn(_ command: String) -> String {
        switch command {
        case "open": "open URL [URL...]"
        case "help": "help [COMMAND]"
        default: command
        }
    }

    private static func optionEntries(
        _ strings: StringTable, keepsStateInMemory: Bool = false
    ) -> [(String, String)] {
        options(strings, keepsStateInMemory: keepsStateInMemory).map { option in
            let names = (option.shortName.map { "\($0), " } ?? "") + option.name
            switch option.value {
            case .none: return (names, option.summary)
            case .directory: return ("\(names) DIR", option.summary)
            case .url: return ("\(names) URL", option.summary)
            case .seconds: return ("\(names) \(strings("help.placeholder.seconds"))", option.summary)
            case .choice: return ("\(names) \(option.name == "--lang" ? "LANG" : "SHELL")", option.summary)
            }
        }
    }

    /// `text` (a help of two-column rows and paragraphs, such as the session's) fitted to a
    /// terminal `width` columns wide, as page text is: a longer row's description wraps under its
    /// column, a longer paragraph wraps at the left; `nil` (a pipe) keeps every line whole.
    static func fitted(_ text: String, width: Int?) -> String {
        /// The narrowest a row's description column gets before it goes under the name.
        let minimumColumn = 16
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let line = String(line)
            guard DisplayWidth.of(line) > width else { return [line] }
            // A row: two spaces, a name, two or more spaces, then its description. Too narrow a
            // terminal for the column puts the description under the name, indented.
            if line.hasPrefix("  "), let gap = line.dropFirst(2).range(of: "  ") {
                let start = line[gap.upperBound...].firstIndex { $0 != " " } ?? line.endIndex
                let name = String(line[..<start])
                let indent = DisplayWidth.of(name)
                let description = String(line[start...])
                if width - indent >= minimumColumn {
                    let wrapped = LineWrapping.wrap(description, width: width - indent)
                    let pad = String(repeating: " ", count: indent)
                    return wrapped.enumerated().map { ($0.offset == 0 ? name : pad) + $0.element }
                }
                let under = LineWrapping.wrap(description, width: width - 6).map { "      " + $0 }
                return [String(line[..<gap.lowerBound])] + under
            }
            return LineWrapping.wrap(line, width: width)
        }.joined(separator: "\n")
    }

    /// One line per exit code, in the strings' language.
    static func exitCodeLines(_ strings: StringTable) -> [String] {
        let codes = ExitCode.allCases.map { "\($0.rawValue)" }
        // Two spaces, the widest code, and two more before the description.
        let indent = (codes.map(\.count).max() ?? 1) + 4
        return list(codes.map { ($0, strings("help.exit.\($0)")) }, indent: indent)
    }

    /// Two columns: the names, and descriptions wrapped and aligned; a name too wide for its
    /// column puts its description on the next line.
    private static func list(_ entries: [(String, String)], indent: Int = ConsoleHelp.indent) -> [String] {
        var lines: [String] = []
        for (name, description) in entries {
            let wrapped = LineWrapping.wrap(description, width: Self.width - indent)
            let head = "  \(name)"
            var rest = wrapped[...]
            if DisplayWidth.of(head) < indent - 1, let first = rest.first {
                lines.append(DisplayWidth.pad(head, to: indent, alignment: .left) + first)
                rest = rest.dropFirst()
            } else {
                lines.append(head)
            }
            for line in rest { lines.append(String(repeating: " ", count: indent) + line) }
        }
        return lines
    }
}
