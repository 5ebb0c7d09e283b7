import Common
import Foundation
import Testing

struct StringTableTests {
    /// A resource directory laid out like a built SwiftPM bundle: `en.lproj` and a lowercased `zh-hans.lproj`.
    private func makeResources() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            "cart.title" = "Cart";
            "cart.count" = "{count} items in your cart";
            "cart.only.english" = "Only in English";
            """,
            to: "en.lproj/Localizable.strings")
        try directory.write(
            """
            "cart.title" = "购物车";
            "cart.count" = "购物车里有 {count} 件商品";
            "cart.only.chinese" = "只有中文";
            """,
            to: "zh-hans.lproj/Localizable.strings")
        return directory
    }

    @Test func findsTheLowercasedFolderAndLooksUpInTheChosenLanguage() throws {
        let resources = try makeResources()
        defer { resources.remove() }
        let chinese = try StringTable.load(resourceDirectory: resources.url, language: .simplifiedChinese)
        #expect(chinese.string("cart.title") == "购物车")
        #expect(chinese("cart.count", ["count": "3"]) == "购物车里有 3 件商品")
        let english = chinese.in(.english)
        #expect(english.string("cart.title") == "Cart")
        #expect(english("cart.count", ["count": "3"]) == "3 items in your cart")
    }

    @Test func fallsBackToEnglishThenToTheKey() throws {
        let resources = try makeResources()
        defer { resources.remove() }
        let chinese = try StringTable.load(resourceDirectory: resources.url, language: .simplifiedChinese)
        #expect(chinese.string("cart.only.english") == "Only in English")
        #expect(chinese.string("no.such.key") == "no.such.key")
    }

    @Test func missingKeysAreDetectable() throws {
        let resources = try makeResources()
        defer { resources.remove() }
        let table = try StringTable.load(resourceDirectory: resources.url, language: .english)
        #expect(table.missingKeys(in: .english) == ["cart.only.chinese"])
        #expect(table.missingKeys(in: .simplifiedChinese) == ["cart.only.english"])
        #expect(table.missingKeys(["cart.title", "cart.checkout"], in: .simplifiedChinese) == ["cart.checkout"])
        #expect(table.contains("cart.title", in: .simplifiedChinese))
        #expect(!table.contains("cart.only.english", in: .simplifiedChinese))
    }

    @Test func theExactCaseFolderAlsoWorks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("\"k\" = \"中\";", to: "zh-Hans.lproj/Localizable.strings")
        try directory.write("\"k\" = \"en\";", to: "EN.lproj/localizable.strings")
        let table = try StringTable.load(resourceDirectory: directory.url, language: .simplifiedChinese)
        #expect(table.string("k") == "中")
        #expect(table.in(.english).string("k") == "en")
    }

    @Test func aFolderInAnotherCaseIsFoundAndTheExactOneWins() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("\"k\" = \"hand-made\";", to: "zh-Hans.lproj/Localizable.strings")
        try directory.write("\"k\" = \"built\";", to: "zh-hans.lproj/Localizable.strings")
        try directory.write("\"k\" = \"upper\";", to: "ZH-HANS.lproj/Localizable.strings")
        #expect(
            try StringTable.load(resourceDirectory: directory.url, language: .simplifiedChinese)("k") == "hand-made")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("zh-Hans.lproj"))
        // Of the case variants, the first in sorted order.
        #expect(try StringTable.load(resourceDirectory: directory.url, language: .simplifiedChinese)("k") == "upper")
    }

    @Test func anExactFolderWithoutTheTableHidesItsCaseVariants() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("\"k\" = \"other table\";", to: "zh-Hans.lproj/Other.strings")
        try directory.write("\"k\" = \"built\";", to: "zh-hans.lproj/Localizable.strings")
        let table = try StringTable.load(resourceDirectory: directory.url, language: .simplifiedChinese)
        #expect(table.entries.isEmpty)
    }

    @Test func aTableThatIsAFolderIsAClearError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        #expect {
            try StringTable.load(resourceDirectory: directory.url, language: .english)
        } throws: { error in
            guard case .unreadableResource(let path, let reason) = error as? LocalizationError else { return false }
            return path == file.path && reason == "Is a directory"
        }
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
    func readsUTF16WithAByteOrderMark(encoding: String.Encoding) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("zh-hans.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        let text = "/* 购物车 */\n\"cart.title\" = \"购物车\";\n\"😀\" = \"\\\"笑\\\"\";\n"
        try (Data(mark) + (try #require(text.data(using: encoding)))).write(to: file)
        let table = try StringTable.load(resourceDirectory: directory.url, language: .simplifiedChinese)
        #expect(table.entries[.simplifiedChinese] == ["cart.title": "购物车", "😀": "\"笑\""])
    }

    @Test func otherTablesAndAbsentLanguagesAreEmpty() throws {
        let resources = try makeResources()
        defer { resources.remove() }
        try resources.write("\"goods.title\" = \"Goods\";", to: "en.lproj/Goods.strings")
        let goods = try StringTable.load(resourceDirectory: resources.url, table: "Goods", language: .simplifiedChinese)
        #expect(goods.string("goods.title") == "Goods")
        #expect(goods.entries[.simplifiedChinese] == nil)
        #expect(goods.missingKeys(in: .simplifiedChinese) == ["goods.title"])
    }

    @Test func aMalformedFileNamesItsPathAndLine() throws {
        let resources = try makeResources()
        defer { resources.remove() }
        try resources.write(
            "\"ok\" = \"fine\";\n\"broken\" = \"no semicolon\"\n", to: "zh-hans.lproj/Localizable.strings")
        let path = resources.url.appendingPathComponent("zh-hans.lproj/Localizable.strings").path
        #expect(
            throws: LocalizationError.malformedStrings(
                file: path, line: 3, reason: "expected ';' after the value of \"broken\", found the end of the file")
        ) {
            try StringTable.load(resourceDirectory: resources.url, language: .english)
        }
    }

    @Test(arguments: ["/./", "/zh-hans.lproj/../", "//"])
    func errorsNameTheStandardPathOfADirectoryGivenWithDots(separator: String) throws {
        let resources = try makeResources()
        defer { resources.remove() }
        try resources.write("\"broken\" = \"no semicolon\"", to: "en.lproj/Localizable.strings")
        let dotted = URL(fileURLWithPath: resources.path + separator + ".", isDirectory: true)
        let path = resources.url.appendingPathComponent("en.lproj/Localizable.strings").path
        #expect(!path.contains("/./") && !path.contains(".."))
        #expect(
            throws: LocalizationError.malformedStrings(
                file: path, line: 1, reason: "expected ';' after the value of \"broken\", found the end of the file")
        ) {
            try StringTable.load(resourceDirectory: dotted, language: .english)
        }
        let chinese = try StringTable.load(
            resourceDirectory: dotted, language: .simplifiedChinese, languages: [.simplifiedChinese])
        #expect(chinese("cart.title") == "购物车")
    }

    @Test func aMissingResourceDirectoryIsAClearError() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
        #expect {
            try StringTable.load(resourceDirectory: missing, language: .english)
        } throws: { error in
            guard case .unreadableResource(let path, let reason) = error as? LocalizationError else { return false }
            return path == missing.path && !reason.isEmpty
        }
    }

    @Test func invalidUTF8IsAClearError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x22, 0xFF, 0x22]).write(to: file)
        #expect(throws: LocalizationError.unreadableResource(path: file.path, reason: "it is not valid UTF-8 text")) {
            try StringTable.load(resourceDirectory: directory.url, language: .english)
        }
    }

    /// A file of 60 ASCII entries (over 2 KB, so checked in several pieces) with `middle` written
    /// into the value of entry 40, in the second piece.
    private func longTable(middle: [UInt8]) -> Data {
        var bytes: [UInt8] = []
        for index in 0..<60 {
            bytes += Array("\"key.\(index)\" = \"value number \(index) of sixty".utf8)
            if index == 40 { bytes += middle }
            bytes += Array("\";\n".utf8)
        }
        return Data(bytes)
    }

    @Test func textOutsideASCIIIsCheckedWhereverItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try longTable(middle: Array(" 中文…".utf8)).write(to: file)
        let table = try StringTable.load(resourceDirectory: directory.url, language: .english)
        #expect(table.entries[.english]?.count == 60)
        #expect(table("key.40") == "value number 40 of sixty 中文…")
        // A byte that is never UTF-8, and a sequence cut short by the end of its line.
        for middle: [UInt8] in [[0xFF], [0xE4, 0xB8, 0x22, 0x3B, 0x0A, 0x22, 0x78, 0x22, 0x3D, 0x22, 0x79, 0x22]] {
            try longTable(middle: middle).write(to: file)
            #expect(throws: LocalizationError.unreadableResource(path: file.path, reason: "it is not valid UTF-8 text"))
            {
                try StringTable.load(resourceDirectory: directory.url, language: .english)
            }
        }
    }

    @Test func loadsFromABundle() throws {
        let resources = try makeResources()
        defer { resources.remove() }
        let bundle = try #require(Bundle(path: resources.path))
        #expect(try StringTable.load(bundle: bundle, language: .simplifiedChinese).string("cart.title") == "购物车")
    }

    @Test(arguments: [
        ("Hello {name}", ["name": "Ada"], "Hello Ada"),
        ("{a}{b}", ["a": "1", "b": "2"], "12"),
        ("{missing} stays", ["name": "Ada"], "{missing} stays"),
        ("no placeholders", ["name": "Ada"], "no placeholders"),
        ("{name} then {", ["name": "x"], "x then {"),
        ("{ name }", ["name": "x"], "{ name }"),
        ("{name}", ["name": "{other}", "other": "no"], "{other}"),
        ("总计 {order.total}", ["order.total": "¥12.50"], "总计 ¥12.50"),
        ("{{name}}", ["name": "x"], "{x}"),
    ])
    func fillsNamedPlaceholdersOnce(template: String, arguments: [String: String], result: String) {
        #expect(StringTable.fill(template, with: arguments) == result)
    }

    @Test func tablesCanBeBuiltInMemory() {
        let table = StringTable(language: .english, entries: [.english: ["k": "v"]])
        #expect(table("k") == "v")
        #expect(table.in(.simplifiedChinese)("k") == "v")
    }
}
