import Foundation
import Layering
import TestSupport
import Testing

/// `layering affected` on a scratch git repository: each kind of change, committed or not, and the
/// GitHub matrix's shape and balance.
@Suite("layering affected")
struct AffectedTests {
    private static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Core"),
                .target(name: "Feature", dependencies: ["Core"], resources: [.copy("Data")]),
                .executableTarget(name: "App", dependencies: ["Feature"]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            ]
        )

        """

    private static let files: [String: String] = [
        "Package.swift": manifest,
        "README.md": "# Shop\n",
        "Sources/Core/Core.swift": "public struct Core {}\n",
        "Sources/Feature/Feature.swift": "import Core\n",
        "Sources/Feature/Data/prices.json": "[]\n",
        "Sources/App/main.swift": "import Feature\n",
        "Tests/CoreTests/CoreTests.swift": "import Core\n",
        "Tests/CoreTests/MoreCoreTests.swift": "import Core\n",
        "Tests/CoreTests/EvenMoreCoreTests.swift": "import Core\n",
        "Tests/FeatureTests/FeatureTests.swift": "import Feature\n",
    ]

    private static func git(_ arguments: [String], in folder: String) async throws {
        let git = try #require(ChildProcess.find("git"), "git must be on PATH")
        let run = try await ChildProcess.run(
            git, ["-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments)
        #expect(run.status == 0, "git \(arguments): \(run.errorOutput)")
    }

    private static func write(_ text: String, _ path: String, in package: GeneratedPackage) throws {
        try text.write(toFile: "\(package.path)/\(path)", atomically: true, encoding: .utf8)
    }

    @Test("a source, a resource, a deletion, an untracked file: the owner, its dependents and their tests")
    func sourceChanges() async throws {
        let package = try GeneratedPackage(files: Self.files)
        defer { package.remove() }
        try await Self.git(["init", "-q"], in: package.path)
        try await Self.git(["add", "."], in: package.path)
        try await Self.git(["commit", "-q", "-m", "start"], in: package.path)
        let tool = LayeringTool()
        let affected = ["affected", "--package-path", package.path, "--base", "HEAD"]
        #expect(
            tool.run(affected).output.hasPrefix(
                "0 changed files touch 0 targets\n0 targets affected\n0 test targets to run\n"))

        // Committed since the base, and not committed: both count.
        try Self.write("public struct Core { let changed = 1 }\n", "Sources/Core/Core.swift", in: package)
        try await Self.git(["commit", "-q", "-am", "core"], in: package.path)
        try Self.write("[1]\n", "Sources/Feature/Data/prices.json", in: package)
        let both = tool.run(["affected", "--package-path", package.path, "--base", "HEAD~1"])
        #expect(
            both.output.hasPrefix(
                """
                2 changed files touch 2 targets: Core, Feature
                5 targets affected: App, Core, CoreTests, Feature, FeatureTests
                2 test targets to run: CoreTests, FeatureTests
                note: 
                """), "\(both.output)")
        // What the checks left in the build folder is hidden, so it is no change to the package.
        #expect(both.output.contains(" left out, outside \(package.path) or hidden (.build/"))

        // A deleted file and an untracked one belong to the targets whose folders held them.
        // The resource back as committed (what `git checkout -- .` would do, without a process).
        try Self.write(Self.files["Sources/Feature/Data/prices.json"]!, "Sources/Feature/Data/prices.json", in: package)
        try FileManager.default.removeItem(atPath: package.path + "/Tests/CoreTests/MoreCoreTests.swift")
        try Self.write("import Core\n", "Tests/CoreTests/New.swift", in: package)
        let deleted = tool.run(affected).output
        #expect(
            deleted.hasPrefix(
                """
                2 changed files touch 1 target: CoreTests
                1 target affected: CoreTests
                1 test target to run: CoreTests

                """), "\(deleted)")
    }

    /// The changed files `everything` is given, one per case.
    static let configuringFiles = ["Package.swift", "Package.resolved", "layering.json", "README.md"]

    /// The bad command lines `badInput` runs, and what the one line each prints must say.
    static let badInputs: [([String], String)] = [
        (["--base", "no-such-revision"], "git cannot compare with it"),
        ([], "layering affected needs the changes: pass --base <git revision> or --files -"),
        (["--base", "HEAD", "--files", "-"], "--base and --files both give the changes; pass one of them"),
        (
            ["--files", "changed.txt"],
            "--files 'changed.txt' is not supported; pass --files - and the paths on standard input"
        ),
        (
            ["--files", "-", "--shards", "0"],
            "--shards '0' is not a whole number from 1 to 256; pass one such as 4"
        ),
    ]

    /// What the commands that leave the package as it was printed: `everything`'s, `matrix`'s and
    /// `badInput`'s, each keyed by its arguments.
    struct Outcomes: Sendable {
        /// `git init` of the package (`badInput`'s `--base` needs a repository).
        var gitInit: ChildProcess
        var everything: [String: LayeringTool.Outcome] = [:]
        var matrix: [String: LayeringTool.Outcome] = [:]
        var badInput: [[String]: LayeringTool.Outcome] = [:]
    }

    /// One package, a git repository without commits, for every command that changes nothing in it:
    /// its manifest is loaded once per run (the others read it from the cache), and the package is
    /// removed once they have all run. Its `git init` is counted as the fixture's launch.
    static let outcomes = Task { () async throws -> Outcomes in
        try await LaunchLog.$fixture.withValue("AffectedTests") { try await commandsThatChangeNothing() }
    }

    private static func commandsThatChangeNothing() async throws -> Outcomes {
        let package = try GeneratedPackage(files: Self.files)
        defer { package.remove() }
        let git = try #require(ChildProcess.find("git"), "git must be on PATH")
        var outcomes = Outcomes(gitInit: try await ChildProcess.run(git, ["-C", package.path, "init", "-q"]))
        for file in configuringFiles {
            outcomes.everything[file] = LayeringTool(standardInput: { "\(file)\n" }).run(
                ["affected", "--package-path", package.path, "--files", "-", "--format", "json"])
        }
        let tool = LayeringTool(standardInput: { "Sources/Core/Core.swift\n" })
        for shards in [["--shards", "3"], []] {
            outcomes.matrix[shards.joined(separator: " ")] = tool.run(
                ["affected", "--package-path", package.path, "--files", "-", "--format", "github-matrix"] + shards)
        }
        for (arguments, _) in badInputs {
            outcomes.badInput[arguments] = LayeringTool(standardInput: { "" }).run(
                ["affected", "--package-path", package.path] + arguments)
        }
        return outcomes
    }

    @Test(
        "a manifest, Package.resolved, layering.json or a file no target owns affects everything, and says why",
        arguments: configuringFiles)
    func everything(file: String) async throws {
        let outcome = try #require(try await Self.outcomes.value.everything[file])
        #expect(outcome.status == .clean, "\(outcome.errorOutput)")
        struct Document: Decodable {
            var everything: Bool
            var reasons: [String]
            var affected: [String]
            var tests: [Test]
            struct Test: Decodable {
                var name: String
                var files: Int
            }
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(outcome.output.utf8))
        #expect(document.everything)
        #expect(document.affected.count == 5)
        #expect(document.tests.map(\.name) == ["CoreTests", "FeatureTests"])
        let why =
            file == "README.md"
            ? "README.md changed and no target owns it" : "\(file) changed: it configures every target"
        #expect(document.reasons == [why])
    }

    @Test("the GitHub matrix: one line, test targets split into shards balanced by their source files")
    func matrix() async throws {
        let outcome = try #require(try await Self.outcomes.value.matrix["--shards 3"])
        #expect(
            outcome.output
                == #"{"include":[{"files":3,"filter":"^(CoreTests)\\.","packages":".","shard":1,"targets":"CoreTests"},{"files":1,"filter":"^(FeatureTests)\\.","packages":".","shard":2,"targets":"FeatureTests"}]}"#
                + "\n", "\(outcome.errorOutput)")
        let one = try #require(try await Self.outcomes.value.matrix[""])
        #expect(one.output.contains(#""filter":"^(CoreTests|FeatureTests)\\.""#), "\(one.output)")
    }

    @Test(
        "bad input: an unknown revision, no changes given, both given, a bad shard count",
        arguments: badInputs)
    func badInput(arguments: [String], message: String) async throws {
        let outcomes = try await Self.outcomes.value
        #expect(outcomes.gitInit.status == 0, "git init: \(outcomes.gitInit.errorOutput)")
        let outcome = try #require(outcomes.badInput[arguments])
        #expect(outcome.status == .badInput)
        #expect(outcome.errorOutput.contains(message), "\(outcome.errorOutput)")
        #expect(outcome.errorOutput.split(separator: "\n").count == 1)
    }
}
