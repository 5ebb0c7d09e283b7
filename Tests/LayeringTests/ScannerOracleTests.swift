import Foundation
import Layering
import TestSupport
import Testing

/// The scanner against the compiler, on this tool's own sources and a tricky file, in three `swiftc`
/// runs. The compiler's parser (`swiftc -frontend -dump-parse`, every file at once, one
/// `source_file` each) lists a file's imports outside `#if`, which must equal the scanner's for a
/// file without `#if`; for the files with `#if`, the compiler's dependency scan
/// (`swiftc -frontend -scan-dependencies`, all of them at once, each import with the file and line
/// that make it) lists the imports of their active branches, which must be among the scanner's for
/// each file. The tricky file, which only a file compiled alone may be (it starts with a hashbang),
/// gets `swiftc -frontend -emit-imported-modules FILE -o -` of its own.
@Suite("Import scanner against the compiler")
struct ScannerOracleTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static let trickyFile = ###"""
        #!/usr/bin/env swift
        import Foundation; @testable import struct Dispatch.DispatchQueue
        /* import NotMe /* nested import NotMe2 */ import NotMe3 */
        let s = """
        import NotString
        """
        let r = #"import "NotRaw" \(x)"#
        let i = "a \("import X" + "\(1)") b"
        let j = ##"""
            import NotRawMultiLine """# still inside
            """##
        let k = #/import NotRegex/#
        public import Synchronization
        private import func Foundation.exit
        @preconcurrency internal import Glibc
        value.import(1)
        @_spi(Private) import XCTest; import `Testing`

        """###

    @Test("the scanner finds exactly the modules swiftc finds, on this tool's own sources and a tricky file")
    func agreesWithTheCompiler() async throws {
        let swiftc = try #require(ChildProcess.find("swiftc"), "swiftc must be on PATH")
        let tricky = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layering-tricky-\(UUID().uuidString).swift")
        try Data(Self.trickyFile.utf8).write(to: tricky)
        defer { try? FileManager.default.removeItem(at: tricky) }
        var files: [String] = []
        for folder in ["Tools/Layering", "Tests/LayeringTests"] {
            let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                files.append(Self.root.appendingPathComponent(folder).appendingPathComponent(path).path)
            }
        }
        #expect(files.count > 20)
        let scanner = ImportScanner()
        let parsed = try await Self.parsedImports(of: files, swiftc: swiftc)
        let conditional = try files.filter { try String(contentsOfFile: $0, encoding: .utf8).contains("#if") }
        #expect(conditional.count > 0 && conditional.count < files.count, "both kinds of file are compared")
        let active = try await Self.activeImports(of: conditional, swiftc: swiftc)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let scanned = Set(scanner.imports(in: text).map(\.module))
            if text.contains("#if") {
                #expect(active[file, default: []].isSubset(of: scanned), "\(file)")
            } else {
                #expect(parsed[file, default: []] == scanned, "\(file)")
            }
        }
        // The tricky file starts with a hashbang, which only a file compiled alone may have.
        let compiled = try await ChildProcess.run(
            swiftc, ["-frontend", "-emit-imported-modules", tricky.path, "-o", "-"])
        #expect(compiled.status == 0, "swiftc failed on the tricky file: \(compiled.errorOutput)")
        let expected = Set(compiled.output.split(separator: "\n").map(String.init))
        #expect(expected == Set(scanner.imports(in: Self.trickyFile).map(\.module)))
    }

    /// The modules each file imports in its active `#if` branches and outside them, as the compiler
    /// reads them: one `swiftc -frontend -scan-dependencies` of all the files as one module, whose
    /// main module's `imports` each list the places (`importLocations`: file and line) that import
    /// them. The modules the files import are found among the built ones (`<products>/Modules`); one
    /// the scan cannot find is an error it prints and it leaves out, so the scan must print none.
    private static func activeImports(of files: [String], swiftc: String) async throws -> [String: Set<String>] {
        let modules = try #require(
            BuiltProducts.directories().map { $0.appendingPathComponent("Modules") }.first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Layering.swiftmodule").path)
            }, "the built modules of the package (build the tests first)")
        let scanned = try await ChildProcess.run(
            swiftc,
            ["-frontend", "-scan-dependencies", "-module-name", "ScannerOracle", "-I", modules.path, "-o", "-"]
                + files)
        #expect(scanned.status == 0, "swiftc -scan-dependencies failed: \(scanned.errorOutput)")
        #expect(!scanned.errorOutput.contains("error:"), "the scan found every module: \(scanned.errorOutput)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(scanned.output.utf8)) as? [String: Any])
        // `modules` alternates a module's name (`{"swift": NAME}`) and what the scan found of it.
        let entries = try #require(json["modules"] as? [Any])
        let index = try #require(
            stride(from: 0, to: entries.count - 1, by: 2).first {
                (entries[$0] as? [String: String]) == ["swift": "ScannerOracle"]
            }, "the scan describes the files' module")
        let main = try #require(entries[index + 1] as? [String: Any])
        var imports: [String: Set<String>] = [:]
        for module in main["imports"] as? [[String: Any]] ?? [] {
            guard let name = module["identifier"] as? String else { continue }
            // The implicit imports (Swift, _Concurrency, ...) have no place in a file.
            for place in module["importLocations"] as? [[String: Any]] ?? [] {
                guard let file = place["bufferIdentifier"] as? String else { continue }
                imports[file, default: []].insert(name)
            }
        }
        #expect(!imports.isEmpty, "the scan names the files that import: \(scanned.output.prefix(500))")
        return imports
    }

    /// The modules each file imports outside `#if`, as the compiler's parser reads them: one
    /// `swiftc -frontend -dump-parse` of every file, whose `(import_decl ... range=[PATH:LINE:COLUMN
    /// ... module="Name.Member")` nodes name their file (a file without imports is not named).
    private static func parsedImports(of files: [String], swiftc: String) async throws -> [String: Set<String>] {
        let dumped = try await ChildProcess.run(
            swiftc, ["-frontend", "-dump-parse", "-swift-version", "6"] + files.flatMap { ["-primary-file", $0] })
        #expect(dumped.status == 0, "swiftc -dump-parse failed: \(dumped.errorOutput)")
        var imports: [String: Set<String>] = [:]
        for node in dumped.output.components(separatedBy: "(import_decl ").dropFirst() {
            guard let range = node.range(of: "range=["), let module = node.range(of: "module=\"") else { continue }
            let file = node[range.upperBound...].prefix { $0 != ":" }
            let name = node[module.upperBound...].prefix { $0 != "\"" && $0 != "." }
            imports[String(file), default: []].insert(String(name))
        }
        return imports
    }
}
