import Foundation

/// What the command line asks for.
public enum Invocation: Sendable, Hashable {
    /// Print the usage.
    case help
    /// Print the version.
    case version
    /// Run a command on a package.
    case run(Command, Options)

    /// The commands.
    public enum Command: String, Sendable, Hashable, CaseIterable {
        /// Check the package and print the report.
        case check
        /// Print the package's target graph coloured by layer.
        case graph
        /// Record the current violations in a baseline file.
        case baseline
        /// Write a starter configuration file from the package's layout.
        case `init`
        /// Check every target's resources: translations, placeholders, keys, files, copies, sizes.
        case resources
        /// Print the targets a change affects and the test targets to run.
        case affected
    }

    /// The options of a command.
    public struct Options: Sendable, Hashable {
        /// `--package-path`; `nil`: the nearest folder holding Package.swift, from the current one up.
        public var packagePath: String?
        /// `--sizes` for `resources`: print each target's bundle size.
        public var showsSizes = false
        /// `--write-baseline` for `resources`: record the findings and sizes instead of failing on them.
        public var writesBaseline = false
        /// `--format` for `check` and `resources`.
        public var reportFormat: ReportFormat = .text
        /// `--format` for `graph`.
        public var graphFormat: GraphFormat = .dot
        /// `--config`.
        public var configurationPath: String?
        /// `--baseline` for `check`.
        public var baselinePath: String?
        /// `--output` for `baseline` and `init`.
        public var outputPath: String?
        /// `--traits`.
        public var traits: [String] = []
        /// `--enable-all-traits`.
        public var enablesAllTraits = false
        /// `--scratch-path`: the build folder holding the resolved dependencies' checkouts.
        public var scratchPath: String?
        /// `--workspace`: the folder of many packages checked as one graph.
        public var workspacePath: String?
        /// `--base` for `affected`: the git revision the changes are counted from.
        public var baseRevision: String?
        /// `--files -` for `affected`: the changed paths are read from standard input.
        public var readsFilesFromStandardInput = false
        /// `--shards` for `affected --format github-matrix`: how many groups the test targets are split into.
        public var shards = 1
        /// `--format` for `affected`.
        public var affectedFormat: AffectedFormat = .text
        /// Whether loaded manifests and scanned sources are cached in the build folder (`--no-cache`: not).
        public var usesCache = true
        /// `--timeout`, in seconds.
        public var timeout = ManifestLoader.defaultTimeout

        /// Options with every default.
        public init(packagePath: String? = nil) {
            self.packagePath = packagePath
        }
    }

    /// The usage text printed by `--help`.
    public static let usage = """
        OVERVIEW: Check that the targets of a SwiftPM package respect their layers and declare what they import.

        USAGE: layering check    [options] [--format text|json|github|sarif] [--baseline <file>]
               layering graph    [options] [--format dot|mermaid|json]
               layering baseline [options] [--output <file>]
               layering init     [options] [--output <file>]
               layering resources [options] [--format text|json|github|sarif] [--baseline <file>] [--sizes]
                                  [--write-baseline]
               layering affected (--base <ref> | --files -) [options] [--format text|json|github-matrix]
                                  [--shards <n>]
               layering --version

        COMMANDS:
          check     Report every broken rule; fails (exit 1) on errors not recorded in the baseline.
          graph     Draw the target graph, coloured by layer, violating edges in red.
          baseline  Record the current violations (default file: layering-baseline.json at the package root).
          init      Write a starter layering.json from the package's layout (never overwrites one).
          resources Check every target's resources: translations, placeholders, keys the code uses and
                    defines, files no code names, copies across bundles; fails (exit 1) on errors not in
                    its baseline (default file: layering-resources-baseline.json at the package root).
          affected  Print the targets the changed files touch, every target depending on them, and the test
                    targets to run; a change to a manifest, Package.resolved, layering.json or a file no
                    target owns affects everything.

        OPTIONS:
          --package-path <path>  The folder that holds Package.swift (default: the nearest one from the
                                 current folder up).
          --workspace <dir>      Check every package under <dir> (or those its layering.json lists under
                                 "packages"), and the packages they depend on by path, as one graph.
          --base <ref>           affected: the changes since this git revision, committed or not.
          --files -              affected: the changed paths on standard input, one a line, absolute or
                                 relative to the package (or workspace) folder.
          --shards <n>           affected --format github-matrix: split the test targets into n groups.
          --format <format>      check, resources: text (default), json, github or sarif; graph: dot (default),
                                 mermaid or json.
          --config <file>        The rules (default: layering.json at the package root if present, else the
                                 standard layers on a package with Modules/, Mediator/ and Common/, else only
                                 the universal rules).
          --baseline <file>      check, resources: the accepted violations (default: layering-baseline.json,
                                 or layering-resources-baseline.json, at the package root if present).
          --sizes                resources: print each target's bundle (files, bytes, change against the
                                 baseline).
          --write-baseline       resources: record today's findings and sizes in the baseline file.
          --output <file>        baseline, init: the file to write.
          --scratch-path <path>  The build folder whose checkouts hold the resolved dependencies, read to
                                 place their modules (default: .build in the package's folder).
          --traits <a,b>         Traits to enable for the manifest load.
          --enable-all-traits    Enable every trait for the manifest load.
          --timeout <seconds>    How long the manifest may take to load (default: 120).
          --no-cache             Evaluate every manifest and read every source file again, and record nothing
                                 (default: unchanged ones are read from <build folder>/layering).
          --version              Show the version.
          -h, --help             Show this help.

        EXIT STATUS: 0 no errors (warnings allowed), 1 errors, 2 bad input, a manifest that does not load
        in time, or an interruption.
        The layering tool's manual (Tools/Layering/Reference/Manual.md in the package that provides it)
        explains the rules, the configuration file and the JSON format.

        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(LayeringError) -> Invocation {
        let commandList =
            "`layering check`, `graph`, `baseline`, `init`, `resources` or `affected` (see layering --help)"
        guard let name = arguments.first else {
            throw LayeringError("missing command; expected \(commandList)")
        }
        switch name {
        case "-h", "--help", "help": return .help
        case "--version": return .version
        default: break
        }
        guard let command = Command(rawValue: name) else {
            throw LayeringError("unknown command '\(name)'; expected \(commandList)")
        }
        var options = Options()
        var formatName: String?
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
            func only(_ commands: Command...) throws(LayeringError) {
                guard commands.contains(command) else {
                    let names =
                        commands.dropLast().map(\.rawValue).joined(separator: ", ")
                        + (commands.count > 1 ? " and " : "") + (commands.last?.rawValue ?? "")
                    throw LayeringError("\(option) is an option of layering \(names), not of \(name)")
                }
            }
            switch option {
            case "-h", "--help": return .help
            case "--version": return .version
            case "--package-path": options.packagePath = try nonEmpty(value(), option)
            case "--format":
                try only(.check, .resources, .graph, .affected)
                formatName = try value()
            case "--config": options.configurationPath = try nonEmpty(value(), option)
            case "--scratch-path": options.scratchPath = try nonEmpty(value(), option)
            case "--sizes":
                try only(.resources)
                options.showsSizes = true
            case "--write-baseline":
                try only(.resources)
                options.writesBaseline = true
            case "--baseline":
                try only(.check, .resources)
                options.baselinePath = try nonEmpty(value(), option)
            case "--output":
                try only(.baseline, .`init`)
                options.outputPath = try nonEmpty(value(), option)
            case "--traits":
                options.traits = try value().split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty }
                if options.traits.isEmpty {
                    throw LayeringError("--traits names no trait; pass a comma-separated list such as --traits A,B")
                }
            case "--enable-all-traits": options.enablesAllTraits = true
            case "--workspace": options.workspacePath = try nonEmpty(value(), option)
            case "--base":
                try only(.affected)
                options.baseRevision = try nonEmpty(value(), option)
            case "--files":
                try only(.affected)
                let text = try value()
                guard text == "-" else {
                    throw LayeringError(
                        "--files '\(text)' is not supported; pass --files - and the paths on standard input")
                }
                options.readsFilesFromStandardInput = true
            case "--shards":
                try only(.affected)
                let text = try value()
                guard let count = Int(text), count >= 1, count <= 256 else {
                    throw LayeringError("--shards '\(text)' is not a whole number from 1 to 256; pass one such as 4")
                }
                options.shards = count
            case "--no-cache": options.usesCache = false
            case "--timeout":
                let text = try value()
                guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                    throw LayeringError("--timeout '\(text)' is not a number of seconds above 0; pass one such as 120")
                }
                options.timeout = seconds
            default:
                if argument.hasPrefix("-") {
                    throw LayeringError("unknown option '\(argument)' for \(name); see layering --help")
                }
                throw LayeringError(
                    "unexpected argument '\(argument)'; layering \(name) takes only options (see layering --help)")
            }
        }
        if options.workspacePath != nil, options.packagePath != nil {
            throw LayeringError("--workspace and --package-path name two roots; pass one of them")
        }
        if command == .affected, options.baseRevision == nil, !options.readsFilesFromStandardInput {
            throw LayeringError(
                "layering affected needs the changes: pass --base <git revision> or --files - (paths on standard input)"
            )
        }
        if options.baseRevision != nil, options.readsFilesFromStandardInput {
            throw LayeringError("--base and --files both give the changes; pass one of them")
        }
        if let formatName {
            if command == .affected {
                options.affectedFormat = try parseFormat(formatName, for: name, as: AffectedFormat.self)
            } else if command == .check || command == .resources {
                options.reportFormat = try parseFormat(formatName, for: name, as: ReportFormat.self)
            } else {
                options.graphFormat = try parseFormat(formatName, for: name, as: GraphFormat.self)
            }
        }
        return .run(command, options)
    }

    private static func nonEmpty(_ value: String, _ option: String) throws(LayeringError) -> String {
        guard !value.isEmpty else { throw LayeringError("\(option) is empty; pass a path") }
        return value
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
