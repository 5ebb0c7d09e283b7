import Foundation
import Layering
import Testing

/// The scanner against the compiler, on this tool's own sources and a tricky file. The compiler's
/// parser (`swiftc -frontend -dump-parse`, every file at once, one `source_file` each) lists a file's
/// imports outside `#if`, which must equal the scanner's for a file without `#if`; for a file with
/// `#if`, `swiftc -frontend -emit-imported-modules FILE -o -` lists the imports of its active
/// branches, which must be among the scanner's.
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
        var conditional = 0
        // The tricky file starts with a hashbang, which only a file compiled alone may have.
        for file in [tricky.path] + files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let scanned = Set(scanner.imports(in: text).map(\.module))
            if text.contains("#if") || file == tricky.path {
                conditional += text.contains("#if") ? 1 : 0
                let compiled = try await ChildProcess.run(
                    swiftc, ["-frontend", "-emit-imported-modules", file, "-o", "-"])
                #expect(compiled.status == 0, "swiftc failed on \(file): \(compiled.errorOutput)")
                let expected = Set(compiled.output.split(separator: "\n").map(String.init))
                if text.contains("#if") {
                    #expect(expected.isSubset(of: scanned), "\(file)")
                } else {
                    #expect(expected == scanned, "\(file)")
                }
            } else {
                #expect(parsed[file, default: []] == scanned, "\(file)")
            }
        }
        #expect(conditional > 0 && conditional < files.count, "both kinds of file are compared")
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
