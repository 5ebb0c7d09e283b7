import Foundation
import Layering
import Testing

/// The scanner against the compiler: `swiftc -frontend -emit-imported-modules FILE -o -` lists the
/// modules a file imports in its active `#if` branches, so it must equal the scanner's modules for a
/// file without `#if`, and be among them otherwise.
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
    func agreesWithTheCompiler() throws {
        let swiftc = try #require(ChildProcess.find("swiftc"), "swiftc must be on PATH")
        let tricky = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layering-tricky-\(UUID().uuidString).swift")
        try Data(Self.trickyFile.utf8).write(to: tricky)
        defer { try? FileManager.default.removeItem(at: tricky) }
        var files = [tricky.path]
        for folder in ["Tools/Layering", "Tests/LayeringTests"] {
            let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                files.append(Self.root.appendingPathComponent(folder).appendingPathComponent(path).path)
            }
        }
        #expect(files.count > 20)
        let scanner = ImportScanner()
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let scanned = Set(scanner.imports(in: text).map(\.module))
            let compiled = try ChildProcess.run(swiftc, ["-frontend", "-emit-imported-modules", file, "-o", "-"])
            #expect(compiled.status == 0, "swiftc failed on \(file): \(compiled.errorOutput)")
            let expected = Set(compiled.output.split(separator: "\n").map(String.init))
            if text.contains("#if") {
                #expect(expected.isSubset(of: scanned), "\(file)")
            } else {
                #expect(expected == scanned, "\(file)")
            }
        }
    }
}
