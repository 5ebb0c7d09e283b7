import Foundation
import Layering

/// `scaffold module NAME [--package-path DIR]`: parses the command line, runs the `Scaffolder`
/// and prints what it wrote and what to do next, or one line saying why it did nothing.
struct ScaffoldCommand {
    /// The usage lines, for `--help` and usage errors.
    static let usage = """
        usage: scaffold module NAME [--package-path DIR]
               scaffold --help

        Creates the business module NAME (UpperCamelCase, as in Coupons) in the Bazaar package at DIR
        (default: the nearest folder from the current one up that holds Package.swift): its contract target (NAMEContract) with an entry route, the module value, an entry
        page, en and zh-Hans strings, a README, a test target with a first test and its own NAMEShell, and
        adds it to the one module list (Mediator/Contracts/All/ModuleContract+All.swift), to the makers of bazaar
        and shell (App/ModuleMakers) and to Package.swift's businessModules. A name whose target, product or
        folder would collide with one the package has (as swift package describe reads it) is refused.
        Nothing is written when any check fails.

        Exit status: 0 created; 1 a write failed (every change is undone); 2 bad name, bad arguments, or
        not a Bazaar package.
        """

    /// The folder a package is looked for from when `--package-path` is not given.
    var currentDirectory = FileManager.default.currentDirectoryPath
    /// Where the report and help go: standard output.
    var output: (String) -> Void = { print($0) }
    /// Where the error line goes: standard error.
    var errors: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    /// Runs with arguments (without the program name); answers the exit status.
    func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output(Self.usage)
            return 0
        }
        do {
            let (name, root) = try parse(arguments)
            let report = try Scaffolder(root: root, name: name).run()
            output(report)
            return 0
        } catch {
            errors("scaffold: \(error.description)\n")
            return error.status
        }
    }

    /// The nearest folder from `folder` up that holds Package.swift, as `layering` finds it.
    static func packageRoot(from folder: String) throws(ScaffoldError) -> String {
        if let root = PackageRoot.nearest(from: folder) { return root }
        throw .usage(
            "no Package.swift in \(folder) or any folder above it; run scaffold inside a Bazaar package or pass --package-path DIR"
        )
    }

    private func parse(_ arguments: [String]) throws(ScaffoldError) -> (ModuleName, URL) {
        var words: [String] = []
        var packagePath: String?
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
        let name = try ModuleName(words[1])
        let root: String
        if let packagePath {
            root = packagePath
        } else {
            root = try Self.packageRoot(from: currentDirectory)
        }
        return (name, URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL)
    }
}
