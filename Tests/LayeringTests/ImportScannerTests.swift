import Layering
import Testing

@Suite("Import scanner")
struct ImportScannerTests {
    private let scanner = ImportScanner()

    private func modules(_ source: String) -> [String] {
        scanner.imports(in: source).map(\.module)
    }

    @Test("plain imports with their lines")
    func plain() {
        let imports = scanner.imports(in: "import Foundation\n\nimport Goods\n")
        #expect(imports.map(\.module) == ["Foundation", "Goods"])
        #expect(imports.map(\.line) == [1, 3])
        #expect(imports.map(\.text) == ["import Foundation", "import Goods"])
    }

    @Test(
        "attributes and access levels",
        arguments: [
            ("@testable import Cart", "Cart", ["@testable"], nil),
            ("@_exported import MediatorRuntime", "MediatorRuntime", ["@_exported"], nil),
            ("@preconcurrency import Dispatch", "Dispatch", ["@preconcurrency"], nil),
            ("@_implementationOnly import Goods", "Goods", ["@_implementationOnly"], nil),
            ("@_spi(Internal) import Goods", "Goods", ["@_spi(Internal)"], nil),
            ("public import Goods", "Goods", [], "public"),
            ("package import Goods", "Goods", [], "package"),
            ("internal import Goods", "Goods", [], "internal"),
            ("private import Goods", "Goods", [], "private"),
            ("fileprivate import Goods", "Goods", [], "fileprivate"),
            ("@preconcurrency public import Goods", "Goods", ["@preconcurrency"], "public"),
            ("@testable\nimport Goods", "Goods", ["@testable"], nil),
        ] as [(String, String, [String], String?)]
    )
    func attributes(source: String, module: String, attributes: [String], accessLevel: String?) throws {
        let found = try #require(scanner.imports(in: source).first)
        #expect(found.module == module)
        #expect(found.attributes == attributes)
        #expect(found.accessLevel == accessLevel)
        #expect(found.line == source.split(separator: "\n").count)
    }

    @Test("scoped imports name their module")
    func scoped() {
        let imports = scanner.imports(
            in: """
                import struct Dispatch.DispatchQueue
                import func Goods.price
                import typealias Cart.Line
                import class A.B
                import enum C.D
                import protocol E.F
                import let G.h
                import var I.j
                import Goods.Submodule
                """)
        #expect(imports.map(\.module) == ["Dispatch", "Goods", "Cart", "A", "C", "E", "G", "I", "Goods"])
        #expect(imports[0].kind == "struct")
        #expect(imports[0].path == ["Dispatch", "DispatchQueue"])
        #expect(imports[0].text == "import struct Dispatch.DispatchQueue")
        #expect(imports[8].kind == nil)
        #expect(imports[8].path == ["Goods", "Submodule"])
    }

    @Test("several imports on one line with semicolons")
    func semicolons() {
        let imports = scanner.imports(
            in: "import Foundation; import Goods;@testable import Cart\nlet x = 1; import Order")
        #expect(imports.map(\.module) == ["Foundation", "Goods", "Cart", "Order"])
        #expect(imports.map(\.line) == [1, 1, 1, 2])
        #expect(imports[2].attributes == ["@testable"])
    }

    @Test("imports in every #if branch count, and are marked conditional")
    func conditionalCompilation() {
        let imports = scanner.imports(
            in: """
                import Foundation
                #if canImport(Glibc)
                @preconcurrency import Glibc
                #elseif canImport(Darwin)
                import Darwin
                #else
                  #if DEBUG
                  import Goods
                  #endif
                #endif
                import Cart
                """)
        #expect(imports.map(\.module) == ["Foundation", "Glibc", "Darwin", "Goods", "Cart"])
        #expect(imports.map(\.isConditional) == [false, true, true, true, false])
        #expect(imports.map(\.line) == [1, 3, 5, 8, 11])
    }

    @Test("comments, nested comments and doc comments are never imports")
    func comments() {
        let source = """
            // import LineComment
            /* import Block */
            /* outer /* import Nested */ still comment import StillComment */
            /// import DocComment
            /**
             import DocBlock
             */
            let a = 1 // import Trailing
            import Real
            """
        #expect(modules(source) == ["Real"])
        #expect(scanner.imports(in: source).first?.line == 9)
    }

    @Test("string literals of every kind are never imports")
    func strings() {
        let source = ###"""
            let a = "import Plain"
            let b = """
            import MultiLine
              "still inside"
            """
            let c = #"import Raw "quoted" \(notInterpolated)"#
            let d = ##"""
            import RawMultiLine """# not the end
            """##
            let e = "a \("import Interpolated" + "\(1)") b"
            let f = """
              \(value("""
              import NestedMultiLine
              """))
            """
            let g = "escaped \" quote; import AfterEscape"
            let h = #"raw \#("import RawInterpolated") end"#
            let r = #/import Regex/#
            let s = ##/
              import ExtendedRegex
            /##
            import Real
            """###
        #expect(modules(source) == ["Real"])
        #expect(scanner.imports(in: source).first?.line == 22)
    }

    @Test("a word import that is not a declaration is ignored")
    func notDeclarations() {
        let source = """
            let importer = 1
            value.import(x)
            value
              .import(y)
            func `import`() {}
            let x = y import Z
            """
        #expect(modules(source).isEmpty)
    }

    @Test("backticked module names and a shebang line")
    func backticksAndShebang() {
        #expect(modules("#!/usr/bin/env swift\nimport `Goods`\n") == ["Goods"])
    }

    @Test("an unterminated string or comment does not hide later lines or trap")
    func unterminated() {
        #expect(modules("let a = \"open\nimport Goods\n") == ["Goods"])
        #expect(modules("/* never closed\nimport Goods\n").isEmpty)
        #expect(modules("import").isEmpty)
        #expect(modules("@").isEmpty)
        #expect(modules("\"\"\"").isEmpty)
        #expect(modules("#").isEmpty)
        #expect(modules("import struct").isEmpty)
        #expect(modules(String(repeating: "\"\\(", count: 2_000)).isEmpty)
    }

    @Test("CRLF line endings and Unicode identifiers")
    func lineEndingsAndUnicode() {
        let imports = scanner.imports(in: "let café = 1\r\nimport Goods\r\nimport Cart\r\n")
        #expect(imports.map(\.module) == ["Goods", "Cart"])
        #expect(imports.map(\.line) == [2, 3])
    }

    @Test("a UTF-8 byte-order mark does not hide the first import")
    func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("import Goods\nimport Cart\n".utf8)
        #expect(scanner.imports(inUTF8: bytes).map(\.module) == ["Goods", "Cart"])
        #expect(scanner.imports(inUTF8: bytes).map(\.line) == [1, 2])
    }

    @Test(
        "a bare regex literal holding quotes does not swallow later imports; division stays division",
        arguments: [
            "let r = /\"\"\"/\nimport Goods\n",
            "let r = try? Regex(/\"/)\nimport Goods\n",
            "func f() -> Regex<Substring> { return /a\"b/ }\nimport Goods\n",
            "if x.contains(/\\/\"/) {}\nimport Goods\n",
            "let half = total / 2 / \"x\".count\nimport Goods\n",
            "let q = (a) /b/ c\nimport Goods\n",
        ]
    )
    func bareRegex(source: String) {
        #expect(modules(source) == ["Goods"])
    }

    @Test("imports inside #if are conditional, others are not")
    func conditional() {
        let imports = scanner.imports(
            in: "import A\n#if canImport(B)\nimport B\n#elseif os(Linux)\nimport C\n#endif\nimport D\n")
        #expect(imports.map(\.module) == ["A", "B", "C", "D"])
        #expect(imports.map(\.isConditional) == [false, true, true, false])
    }

    @Test(
        "a branch every Swift 6 toolchain builds is not conditional; its #else and anything else is",
        arguments: [
            ("#if swift(>=5.9)\nimport A\n#endif\n", false),
            ("#if compiler(>=6.0)\nimport A\n#endif\n", false),
            ("#if swift(>=5.9)\n#if os(Linux)\nimport A\n#endif\n#endif\n", true),
            ("#if swift(>=5.9)\n#else\nimport A\n#endif\n", true),
            ("#if swift(>=6.1)\nimport A\n#endif\n", true),
            ("#if swift(>=5.9) && canImport(A)\nimport A\n#endif\n", true),
            ("#if swift(<6)\nimport A\n#endif\n", true),
            ("#if DEBUG\nimport A\n#endif\n", true),
        ] as [(String, Bool)]
    )
    func alwaysBuiltBranches(source: String, isConditional: Bool) throws {
        let found = try #require(scanner.imports(in: source).first)
        #expect(found.isConditional == isConditional)
    }
}
