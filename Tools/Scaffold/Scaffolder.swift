import Foundation

/// Creates a module in a Bazaar package: checks everything first (the package, the name, that
/// none of its targets, products or folders collides with what the package has: ``PackageCollision``,
/// that no file it would write exists), then writes the new files and edits the three lists; a write
/// that fails undoes every change, so the package is left as it was.
struct Scaffolder {
    /// The package's root folder.
    let root: URL
    /// The new module's name.
    let name: ModuleName

    /// The one list of modules, in the target that sees every contract (`AllContracts`).
    static let contractsList = "Mediator/Contracts/All/ModuleContract+All.swift"
    /// The makers `bazaar` and `shell` start the modules from.
    static let makersList = "App/ModuleMakers/ModuleMakers.swift"
    /// The manifest, whose `businessModules` (each module's targets and the contracts it uses) a test
    /// holds to the contracts list.
    static let manifest = "Package.swift"
    /// The marker line that ends each list.
    static let marker = "// scaffold: new modules go above this line"

    /// Creates the module; answers the report to print.
    func run() throws(ScaffoldError) -> String {
        let template = ModuleTemplate(module: name)
        let edits = [
            ListEdit(
                path: Self.contractsList, marker: Self.marker, line: "        .\(name.member),",
                importStatement: "@_exported import \(name.contract)"),
            ListEdit(
                path: Self.makersList, marker: Self.marker, line: template.maker,
                importStatement: "import \(name.name)"),
            ListEdit(
                path: Self.manifest, marker: Self.marker, line: "    ModuleSpec(\"\(name.name)\"),",
                importStatement: nil),
        ]
        try checkName()
        var edited: [(path: String, before: String, after: String)] = []
        for edit in edits {
            let before = try read(edit.path)
            edited.append((edit.path, before, try edit.apply(to: before)))
        }
        for file in template.files where FileManager.default.fileExists(atPath: url(file.path).path) {
            throw .usage("\(file.path) exists already; scaffold creates new modules only")
        }
        try write(template.files.map { ($0.path, $0.text) }, edits: edited)
        return report(template)
    }

    /// Refuses a module, target or route the package already has, in any case.
    private func checkName() throws(ScaffoldError) {
        let manifest = try read(Self.manifest)
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: url("Modules").path)) ?? []).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url("Modules/\($0)").path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        let taken = Set(folders.map { $0.lowercased() })
        guard !taken.contains(name.name.lowercased()) else {
            throw .usage(
                "a module named \(name.name) exists already (Modules/ holds \(folders.sorted().joined(separator: ", ")))"
            )
        }
        try PackageCollision(root: root).check(name)
        for target in [name.name, name.contract, "\(name.name)Shell", "\(name.name)Tests"]
        where manifest.contains("\"\(target)\"") {
            throw .usage("Package.swift already names '\(target)'; choose another module name")
        }
        let contracts = try read(Self.contractsList)
        guard !contracts.contains(".\(name.member),") else {
            throw .usage("ModuleContract.all already lists .\(name.member)")
        }
        for file in swiftFiles(under: "Mediator/Contracts")
        where try read(file).contains("static let pattern = \"\(name.pattern)\"") {
            throw .usage("the route pattern '\(name.pattern)' exists already (\(file))")
        }
        // A module named like a type its shell, makers or tests use would hide that type.
        for folder in Self.sharedFolders {
            for file in swiftFiles(under: folder) where try Self.declaresType(name.name, in: read(file)) {
                throw .usage("\(file) declares a type named \(name.name), which the module's name would hide")
            }
        }
    }

    /// The folders whose types a new module's generated code may use.
    static let sharedFolders = [
        "Mediator", "Common", "App/Console", "Tools/StandIns", "Tools/Shell/Kit", "Tests/ModuleTesting",
    ]

    /// Whether `text` declares a type (or type alias) named `type`.
    static func declaresType(_ type: String, in text: String) -> Bool {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return zip(words, words.dropFirst()).contains { keyword, declared in
            declared == type && ["struct", "class", "enum", "protocol", "actor", "typealias"].contains(keyword)
        }
    }

    /// The Swift files under `folder`, relative to the package root.
    private func swiftFiles(under folder: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: url(folder).path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }

    private func write(
        _ files: [(path: String, text: String)], edits: [(path: String, before: String, after: String)]
    )
        throws(ScaffoldError)
    {
        var created: [URL] = []
        var changed: [(URL, String)] = []
        do {
            for file in files {
                let target = url(file.path)
                var folder = target.deletingLastPathComponent()
                var missing: [URL] = []
                while !FileManager.default.fileExists(atPath: folder.path) {
                    missing.append(folder)
                    folder = folder.deletingLastPathComponent()
                }
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                created += missing.reversed()
                try Data(file.text.utf8).write(to: target, options: .withoutOverwriting)
                created.append(target)
            }
            for edit in edits {
                try Data(edit.after.utf8).write(to: url(edit.path), options: .atomic)
                changed.append((url(edit.path), edit.before))
            }
        } catch {
            for (file, before) in changed { try? Data(before.utf8).write(to: file, options: .atomic) }
            for item in created.reversed() { try? FileManager.default.removeItem(at: item) }
            throw .failed("cannot write the module \(name.name): \(error.localizedDescription); nothing was changed")
        }
    }

    private func report(_ template: ModuleTemplate) -> String {
        let width = template.files.map(\.path.count).max() ?? 0
        let created = template.files.map { "  \(pad($0.path, to: width))  \($0.about)" }
        let listed = [
            (Self.contractsList, "the one list of modules (.\(name.member), \(name.contract))"),
            (Self.makersList, "how bazaar and shell make it"),
            (
                Self.manifest,
                "businessModules: its target, \(name.contract), \(name.name)Tests and \(name.name)Shell"
            ),
        ].map { "  \(pad($0.0, to: width))  \($0.1)" }
        return """
            Created the module \(name.name):
            \(created.joined(separator: "\n"))
            Added \(name.name) to:
            \(listed.joined(separator: "\n"))

            Next:
              swift run \(name.name)Shell    the module alone, on bazaar://\(name.pattern)
              swift run layering check    the boundaries still hold
              swift test                  its first test (\(name.name)Tests) and the shell's walk over it
              Then give it real routes, services and events in Mediator/Contracts/\(name.name), its pages in
              Modules/\(name.name), the other modules' contracts it imports in its businessModules line's
              `uses:`, and a sample URL for each route with parameters in Tests/ShellTests/RouteSamples.swift.
            """
    }

    private func pad(_ text: String, to width: Int) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    private func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    private func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOf: url(path), encoding: .utf8)
        } catch {
            throw .usage("cannot read \(path) under \(root.path): is it a Bazaar package? (--package-path DIR)")
        }
    }
}
