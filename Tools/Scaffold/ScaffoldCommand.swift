import Foundation

/// `scaffold module NAME [--package-path DIR]`: parses the command line, runs the `Scaffolder`
/// and prints what it wrote and what to do next, or one line saying why it did nothing.
struct ScaffoldCommand {
    /// The usage lines, for `--help` and usage errors.
    static let usage = """
        usage: scaffold module NAME [--package-path DIR]
               scaffold --help

        Creates the business module NAME (UpperCamelCase, as in Coupons) in the Bazaar package at DIR
        (default: the current folder): its contract target (NAMEContract) with an entry route, the module value, an entry
        page, en and zh-Hans strings, a README, a test target with a first test and its own NAMEShell, and
        adds it to the one module list (Mediator/Contracts/All/ModuleContract+All.swift), to the makers of bazaar
        and shell (App/ModuleMakers) and to Package.swift's businessModules. Nothing is written when any
        check fails.

        Exit status: 0 created; 1 a write failed (every change is undone); 2 bad name, bad arguments, or
        not a Bazaar package.
        """

    /// Runs with arguments (without the program name); answers the exit status.
    func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.usage)
            return 0
        }
        do {
            let (name, root) = try parse(arguments)
            let report = try Scaffolder(root: root, name: name).run()
            print(report)
            return 0
        } catch {
            FileHandle.standardError.write(Data("scaffold: \(error.description)\n".utf8))
            return error.status
        }
    }

    private func parse(_ arguments: [String]) throws(ScaffoldError) -> (ModuleName, URL) {
        var words: [String] = []
        var packagePath = FileManager.default.currentDirectoryPath
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--package-path" {
                guard index + 1 < arguments.count else { throw .usage("--package-path needs a folder") }
                packagePath = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--package-path=") {
                packagePath = String(argument.dropFirst("--package-path=".count))
            } else if argument.hasPrefix("-") {
                throw .usage("unknown option '\(argument)'; see scaffold --help")
            } else {
                words.append(argument)
            }
            index += 1
        }
        guard words.first == "module" else {
            throw .usage("say what to create, as in: scaffold module Coupons (see scaffold --help)")
        }
        guard words.count == 2 else {
            throw .usage(
                words.count < 2
                    ? "name the module, as in: scaffold module Coupons"
                    : "scaffold module takes one name; got \(words.dropFirst().joined(separator: " "))")
        }
        return (try ModuleName(words[1]), URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL)
    }
}
