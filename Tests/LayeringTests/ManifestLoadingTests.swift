import Foundation
import Layering
import TestSupport
import Testing

/// Manifests SwiftPM refuses or never finishes, and manifests whose dependencies depend on traits.
@Suite("Manifest loading")
struct ManifestLoadingTests {
    @Test("a cycle of targets still gets its layering verdict from the declared targets, exit 1")
    func cycle() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": GeneratedPackage.manifest(
                targets: """
                        .target(name: "Common", dependencies: ["Goods"], path: "Common", exclude: ["README.md"]),
                        .target(name: "Goods", dependencies: ["Common"], path: "Modules/Goods"),
                        .target(name: "Mediator", path: "Mediator"),
                    """),
            "Common/Log.swift": "import Goods\n",
            "Common/README.md": "import Cart\n",
            "Common/Nested/.hidden/Skip.swift": "import Cart\n",
            "Modules/Goods/Goods.swift": "import Common\n",
            "Mediator/Mediator.swift": "import Foundation\n",
        ])
        defer { package.remove() }
        let outcome = LayeringTool().run(["check", "--package-path", package.path])
        #expect(outcome.status == .violations, "\(outcome.errorOutput)")
        #expect(
            outcome.output == """
                error [common-boundary] Common → Goods
                  Package.swift:8  Common declares a dependency on Goods
                  Common/Log.swift:1  import Goods
                  fix: remove the dependency: common targets may depend only on other common targets and toolchain modules, and Goods is in layer business

                error [dependency-cycle] Common → Goods
                  Package.swift  cyclic dependency declaration found: Common -> Goods -> Common
                  fix: break the cycle in Package.swift: SwiftPM builds nothing of a package whose targets depend on each other in a circle

                2 violations (2 errors) in 3 targets, 3 files.
                note: SwiftPM refuses this manifest (cyclic dependency declaration found: Common -> Goods -> Common): the graph comes from its declared targets

                """)
    }

    @Test("traits passed to the manifest load make trait-gated dependencies seen")
    func traits() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Traits",
                traits: [.trait(name: "UseA"), .trait(name: "UseB"), .default(enabledTraits: [])],
                targets: [
                    .target(name: "A"),
                    .target(name: "B", dependencies: [.target(name: "A", condition: .when(traits: ["UseA"]))]),
                ]
            )

            """,
            "Sources/A/A.swift": "public let a = 1\n",
            "Sources/B/B.swift": "#if UseA\nimport A\n#endif\n",
        ])
        defer { package.remove() }
        let plain = LayeringTool().run(["check", "--package-path", package.path])
        #expect(plain.status == .clean, "\(plain.errorOutput)")
        #expect(plain.output.hasPrefix("warning [undeclared-import] B → A\n"))
        for options in [["--traits", "UseA"], ["--enable-all-traits"]] {
            let traits = LayeringTool().run(["check", "--package-path", package.path] + options)
            #expect(
                traits.output.hasPrefix("No violations in 2 targets, 2 files."), "\(options): \(traits.errorOutput)")
        }
        let unknown = LayeringTool().run(["check", "--package-path", package.path, "--traits", "Nope"])
        #expect(unknown.status == .badInput)
        #expect(unknown.errorOutput.contains("does not load"))
    }

    /// Living processes (zombies aside) whose command line mentions `text`: their ids and command lines.
    private static func processes(mentioning text: String) -> [(id: pid_t, command: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (id: pid_t, command: String)? in
            guard let id = pid_t(entry),
                let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), !stat[close...].hasPrefix(") Z")
            else { return nil }
            let line = String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(text) ? (id, line) : nil
        }
    }

    /// A package whose manifest loops forever, and a temporary folder (`TMPDIR`) inside it.
    private static func loopingPackage() throws -> (package: GeneratedPackage, temporary: String) {
        let package = try GeneratedPackage(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            while true {}
            let package = Package(name: "Loop", targets: [.target(name: "A")])

            """,
            "Sources/A/A.swift": "\n",
        ])
        let temporary = package.root.appendingPathComponent("tmp").path
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        return (package, temporary)
    }

    /// Starts `layering check` on `package` with `TMPDIR` at `temporary`, its standard error going
    /// to `errors`, and waits until SwiftPM runs the manifest (its process is started in the
    /// temporary folder), or `layering` ends, or ten minutes pass (the test then fails on what it
    /// finds). The loader's own limit is an hour, so that however long a busy machine takes to
    /// compile the manifest, the test, not the limit, ends the load.
    private static func startLayering(
        on package: GeneratedPackage, temporary: String, errors: URL
    ) async throws -> (process: Process, ending: ProcessEnding, errorHandle: FileHandle) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ChildProcess.layering)
        process.arguments = ["check", "--package-path", package.path, "--timeout", "3600"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errors)
        process.standardError = errorHandle
        process.standardOutput = FileHandle.nullDevice
        let ending = ProcessEnding(process)
        LaunchLog.record(URL(fileURLWithPath: ChildProcess.layering))
        try process.run()
        let deadline = ContinuousClock.now + .seconds(600)
        while !ending.hasEnded, ContinuousClock.now < deadline,
            !processes(mentioning: temporary).contains(where: { $0.command.contains("-manifest ") })
        {
            try? await Task.sleep(for: .milliseconds(100))
        }
        return (process, ending, errorHandle)
    }

    @Test(
        "a manifest that never returns: --timeout and SIGTERM end every process it started and remove the temporary folders, exit 2"
    )
    func neverReturns() async throws {
        let (package, temporary) = try Self.loopingPackage()
        defer { package.remove() }

        let timedOut = try await ChildProcess.run(
            ChildProcess.layering, ["check", "--package-path", package.path, "--timeout", "3"],
            environment: ["TMPDIR": temporary])
        #expect(timedOut.status == 2)
        #expect(timedOut.output.isEmpty)
        #expect(
            timedOut.errorOutput.hasPrefix(
                "layering: the manifest \(package.path)/Package.swift did not load within 3 s (--timeout): ended `swift package`"
            ))
        #expect(Self.processes(mentioning: package.path).map(\.command) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])

        // SIGTERM while `swift package` runs the manifest.
        let errors = package.root.appendingPathComponent("errors.txt")
        let (process, ending, errorHandle) = try await Self.startLayering(
            on: package, temporary: temporary, errors: errors)
        process.terminate()
        await ending.wait()
        try errorHandle.close()
        #expect(process.terminationStatus == 2)
        let message = try String(contentsOf: errors, encoding: .utf8)
        #expect(message.hasPrefix("layering: stopped by SIGTERM while loading \(package.path)/Package.swift; ended"))
        #expect(Self.processes(mentioning: package.path).map(\.command) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
    }

    @Test(
        "`swift package` ended from outside (an OOM killer's SIGKILL): exit 2 naming the signal, no process and no temporary file left"
    )
    func endedFromOutside() async throws {
        let (package, temporary) = try Self.loopingPackage()
        defer { package.remove() }
        let errors = package.root.appendingPathComponent("errors.txt")
        let (process, ending, errorHandle) = try await Self.startLayering(
            on: package, temporary: temporary, errors: errors)
        let swiftPackage = Self.processes(mentioning: temporary).filter { $0.command.contains("swift-package ") }
        #expect(swiftPackage.count == 1)
        for found in swiftPackage { kill(found.id, SIGKILL) }
        await ending.wait()
        try errorHandle.close()
        #expect(process.terminationStatus == 2)
        let message = try String(contentsOf: errors, encoding: .utf8)
        #expect(
            message.hasPrefix(
                "layering: the manifest \(package.path)/Package.swift does not load: `swift package` was ended by SIGKILL from outside layering (exit status 137)"
            ), "\(message)")
        #expect(Self.processes(mentioning: package.path).map(\.command) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
    }

    @Test(
        "an import of a local dependency's module is checked against what the declared products provide and bring along"
    )
    func localDependencyProducts() throws {
        let package = try GeneratedPackage(files: [
            "App/Package.swift": GeneratedPackage.manifest(
                targets: """
                        .target(name: "App", dependencies: [.product(name: "DepA", package: "Dep")]),
                        .target(name: "Kit", dependencies: [.product(name: "DepKit", package: "Dep")]),
                    """,
                dependencies: #".package(path: "../Dep")"#),
            "App/Sources/App/App.swift": "import DepA\nimport DepB\nimport DepC\nimport Deep\n",
            "App/Sources/Kit/Kit.swift": "import DepB\nimport DepC\n",
            "Dep/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Dep",
                products: [
                    .library(name: "DepA", targets: ["DepA"]), .library(name: "DepKit", targets: ["DepB", "DepC"]),
                ],
                dependencies: [.package(path: "../Deep")],
                targets: [
                    .target(name: "DepA", dependencies: ["DepB", .product(name: "Deep", package: "Deep")]),
                    .target(name: "DepB"),
                    .target(name: "DepC"),
                ]
            )

            """,
            "Dep/Sources/DepA/DepA.swift": "import DepB\nimport Deep\n",
            "Dep/Sources/DepB/DepB.swift": "public let b = 1\n",
            "Dep/Sources/DepC/DepC.swift": "public let c = 1\n",
            "Deep/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Deep", products: [.library(name: "Deep", targets: ["Deep"])], targets: [.target(name: "Deep")])

            """,
            "Deep/Sources/Deep/Deep.swift": "public let d = 1\n",
        ])
        defer { package.remove() }
        let outcome = LayeringTool().run(["check", "--package-path", package.path + "/App"])
        #expect(outcome.status == .violations, "\(outcome.errorOutput)")
        #expect(
            outcome.output == """
                error [undeclared-import] App → DepC
                  Sources/App/App.swift:3  import DepC
                  fix: declare the product DepKit (which provides DepC) in App's dependencies in Package.swift:8, where App is declared, or remove the import

                warning [transitive-import] App → Deep
                  Sources/App/App.swift:4  import Deep
                  fix: declare the product Deep in App's dependencies in Package.swift:8, where App is declared: today it comes only through DepA

                warning [transitive-import] App → DepB
                  Sources/App/App.swift:2  import DepB
                  fix: declare the product DepKit (which provides DepB) in App's dependencies in Package.swift:8, where App is declared: today it comes only through DepA

                3 violations (1 error, 2 warnings) in 2 targets, 2 files. Only the universal rules applied: no layering.json and not Bazaar's layout; `layering init` writes a starter layering.json with layers.

                """)
    }
}
