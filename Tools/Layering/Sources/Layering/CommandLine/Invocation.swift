/// What the command line asks for.
public enum Invocation: Sendable, Hashable {
    /// Print the usage.
    case help
    /// Check the package and print the report.
    case check(packagePath: String, format: ReportFormat, configurationPath: String?)
    /// Print the package's target graph coloured by layer.
    case graph(packagePath: String, format: GraphFormat, configurationPath: String?)

    /// The usage text printed by `--help`.
    public static let usage = """
        OVERVIEW: Check that the targets of a SwiftPM package respect their layers.

        USAGE: layering check [--package-path <path>] [--format text|json|github] [--config <file>]
               layering graph [--package-path <path>] [--format dot|mermaid|json] [--config <file>]

        OPTIONS:
          --package-path <path>  The folder that holds Package.swift (default: the current directory).
          --format <format>      check: text (default), json or github; graph: dot (default), mermaid or json.
          --config <file>        The rules (default: layering.json at the package root if present,
                                 else the standard layers of Modules/, Mediator/, Common/, App/, Tools/, Tests/).
          -h, --help             Show this help.

        EXIT STATUS: 0 no violations (warnings allowed), 1 violations, 2 bad input.
        See Tools/Layering/README.md for the rules, the configuration file and the JSON format.

        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(LayeringError) -> Invocation {
        guard let command = arguments.first else {
            throw LayeringError("missing command; expected `layering check` or `layering graph` (see layering --help)")
        }
        let isCheck: Bool
        switch command {
        case "-h", "--help", "help": return .help
        case "check": isCheck = true
        case "graph": isCheck = false
        default:
            throw LayeringError(
                "unknown command '\(command)'; expected `layering check` or `layering graph` (see layering --help)")
        }
        var packagePath = "."
        var formatName: String?
        var configurationPath: String?
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            var option = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(LayeringError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("-") || next == "-" else {
                    throw LayeringError("\(option) needs a value; see layering --help")
                }
                return next
            }
            switch option {
            case "-h", "--help": return .help
            case "--package-path": packagePath = try value()
            case "--format": formatName = try value()
            case "--config": configurationPath = try value()
            default:
                if argument.hasPrefix("-") {
                    throw LayeringError(
                        "unknown option '\(argument)' for \(command); expected --package-path, --format, --config or --help"
                    )
                }
                throw LayeringError(
                    "unexpected argument '\(argument)'; layering \(command) takes only options (see layering --help)")
            }
        }
        if packagePath.isEmpty {
            throw LayeringError("--package-path is empty; pass the folder that holds Package.swift")
        }
        if isCheck {
            let format = try parseFormat(formatName ?? "text", for: command, as: ReportFormat.self)
            return .check(packagePath: packagePath, format: format, configurationPath: configurationPath)
        }
        let format = try parseFormat(formatName ?? "dot", for: command, as: GraphFormat.self)
        return .graph(packagePath: packagePath, format: format, configurationPath: configurationPath)
    }

    private static func parseFormat<Format: RawRepresentable & CaseIterable>(
        _ name: String, for command: String, as: Format.Type
    ) throws(LayeringError) -> Format where Format.RawValue == String {
        if let format = Format(rawValue: name) { return format }
        let names = Format.allCases.map(\.rawValue)
        throw LayeringError(
            "unknown format '\(name)' for \(command); expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
        )
    }
}
