import Foundation

/// A completion script for bash, zsh or fish, written from a `CommandLineSpecification`, as
/// `--generate-completion-script SHELL` prints it. It completes the commands (and after
/// `help`, the commands again), the options, directories after a directory option and the
/// words of a choice (`--lang en|zh-Hans`).
///
/// Install: bash, `bazaar --generate-completion-script bash > ~/.local/share/bash-completion/completions/bazaar`;
/// zsh, write `_bazaar` into a directory on `$fpath`; fish, write `bazaar.fish` into
/// `~/.config/fish/completions`.
public struct CompletionScript: Sendable {
    /// The script.
    public let text: String

    /// The script for `shell` completing `specification`.
    public init(_ specification: CommandLineSpecification, shell: CompletionShell) {
        switch shell {
        case .bash: text = Self.bash(specification)
        case .zsh: text = Self.zsh(specification)
        case .fish: text = Self.fish(specification)
        }
    }

    /// The name with anything but letters, digits and `_` replaced by `_`, for a function name.
    private static func identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    private static func bash(_ spec: CommandLineSpecification) -> String {
        let function = "_\(identifier(spec.commandName))"
        let commands = spec.commands.map(\.name).joined(separator: " ")
        let options = spec.options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }.joined(separator: " ")
        var valueCases: [String] = []
        for option in spec.options {
            let names = ([option.name] + (option.shortName.map { [$0] } ?? [])).joined(separator: "|")
            switch option.value {
            case .none: continue
            case .directory:
                valueCases.append("        \(names)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;")
            case .choice(let words):
                valueCases.append(
                    "        \(names)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;"
                )
            case .url, .seconds:
                valueCases.append("        \(names)) COMPREPLY=(); return ;;")
            }
        }
        let helpCase =
            spec.helpCommand.map { "        \($0)) COMPREPLY=($(compgen -W \"\(commands)\" -- \"$cur\")) ;;\n" } ?? ""
        return """
            # bash completion for \(spec.commandName), printed by `\(spec.commandName) --generate-completion-script bash`.
            # Source it, or save it as ~/.local/share/bash-completion/completions/\(spec.commandName).
            \(function)() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
            \(valueCases.joined(separator: "\n"))
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "\(options)" -- "$cur"))
                    return
                fi
                local command="" word index
                for ((index = 1; index < COMP_CWORD; index++)); do
                    word="${COMP_WORDS[index]}"
                    case " \(commands) " in
                        *" $word "*) command="$word"; break ;;
                    esac
                done
                case "$command" in
                    "") COMPREPLY=($(compgen -W "\(commands)" -- "$cur")) ;;
            \(helpCase)        *) COMPREPLY=() ;;
                esac
            }
            complete -F \(function) \(spec.commandName)

            """
    }

    /// Escapes a description for a zsh `_arguments` spec or `_describe` entry inside single quotes.
    private static func zshQuoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "'": escaped += "'\\''"
            case "[", "]", ":", "\\": escaped += "\\\(character)"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func zsh(_ spec: CommandLineSpecification) -> String {
        let function = "_\(identifier(spec.commandName))"
        let commands = spec.commands.map { "        '\($0.name):\(zshQuoted($0.summary))'" }.joined(separator: "\n")
        let options = spec.options.map { option -> String in
            let action: String
            switch option.value {
            case .none: action = ""
            case .directory: action = ":directory:_files -/"
            case .choice(let words): action = ":value:(\(words.joined(separator: " ")))"
            case .url, .seconds: action = ":value: "
            }
            let spec = "[\(zshQuoted(option.summary))]\(action)"
            if let short = option.shortName {
                return "        '(\(short) \(option.name))'{\(short),\(option.name)}'\(spec)' \\"
            }
            return "        '\(option.name)\(spec)' \\"
        }.joined(separator: "\n")
        let helpCase =
            spec.helpCommand.map { "            \($0)) _describe -t commands command commands ;;\n" } ?? ""
        return """
            #compdef \(spec.commandName)
            # zsh completion for \(spec.commandName), printed by `\(spec.commandName) --generate-completion-script zsh`.
            # Save it as _\(spec.commandName) in a directory on $fpath.
            \(function)() {
                local -a commands
                commands=(
            \(commands)
                )
                local state line
                _arguments -s \\
            \(options)
                    '1: :->command' \\
                    '*:: :->argument'
                case $state in
                    command) _describe -t commands command commands ;;
                    argument)
                        case $line[1] in
            \(helpCase)            esac
                        ;;
                esac
            }
            if [[ "${funcstack[1]}" = \(function) ]]; then
                \(function) "$@"
            else
                compdef \(function) \(spec.commandName)
            fi

            """
    }

    /// Quotes text for fish inside single quotes.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    private static func fish(_ spec: CommandLineSpecification) -> String {
        let name = spec.commandName
        let commandNames = spec.commands.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for \(name), printed by `\(name) --generate-completion-script fish`.",
            "# Save it as ~/.config/fish/completions/\(name).fish.",
            "complete -c \(name) -f",
        ]
        for command in spec.commands {
            lines.append(
                "complete -c \(name) -n 'not __fish_seen_subcommand_from \(commandNames)' -a \(fishQuoted(command.name)) -d \(fishQuoted(command.summary))"
            )
        }
        if let help = spec.helpCommand {
            lines.append(
                "complete -c \(name) -n '__fish_seen_subcommand_from \(help)' -a \(fishQuoted(commandNames))")
        }
        for option in spec.options {
            var line = "complete -c \(name) -l \(option.name.drop { $0 == "-" })"
            if let short = option.shortName { line += " -s \(short.drop { $0 == "-" })" }
            switch option.value {
            case .none: break
            case .directory: line += " -x -a '(__fish_complete_directories)'"
            case .choice(let words): line += " -x -a \(fishQuoted(words.joined(separator: " ")))"
            case .url, .seconds: line += " -x"
            }
            lines.append(line + " -d \(fishQuoted(option.summary))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
