import Foundation
import TestSupport
import Testing

/// A module that cannot set up (its bundled data file unreadable) stops the app with exit code 1
/// and one line in the user's language naming the module, the file and the system's reason;
/// it is not called a mismatch between modules.
@Suite(.serialized)
struct ModuleSetUpFailureTests {
    /// A copy of the built `bazaar` beside copies of its resource bundles, with the data file at
    /// `file` (under the copy) replaced by `content`, or by a directory (unreadable as a file,
    /// even to root) when `content` is `nil`; answers the copy's executable and the file's path.
    private static func brokenCopy(
        _ file: String = "Bazaar_Goods.resources/catalogue.json", content: String? = nil
    ) throws -> (executable: URL, catalogue: String) {
        let built = try BuiltProducts.executable(named: "bazaar")
        let files = FileManager.default
        let copy = files.temporaryDirectory.appendingPathComponent("bazaar-setup-\(UUID().uuidString)")
        try files.createDirectory(at: copy, withIntermediateDirectories: true)
        let directory = built.deletingLastPathComponent()
        for name in try files.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".resources") {
            try files.copyItem(at: directory.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        try files.copyItem(at: built, to: copy.appendingPathComponent("bazaar"))
        let broken = copy.appendingPathComponent(file)
        try files.removeItem(at: broken)
        if let content {
            try Data(content.utf8).write(to: broken)
        } else {
            try files.createDirectory(at: broken, withIntermediateDirectories: false)
        }
        return (copy.appendingPathComponent("bazaar"), broken.path)
    }

    /// Runs the copy at `executable` in `language` with a fresh state directory.
    private static func run(_ executable: URL, language: String, _ arguments: [String]) throws -> ExecutableResult {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-setup-state-\(UUID())")
        return try ExecutableInvocation(
            executable, arguments: ["--lang", language, "--state-dir", state.path] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"], timeout: 60
        ).run()
    }

    /// A catalogue whose second item repeats the first one's id.
    static let repeatedID = #"""
        {"items": [
          {"id": 1, "category": "tea", "price": 1, "stock": 1, "name": {"en": "A", "zh-Hans": "甲"}},
          {"id": 1, "category": "tea", "price": 1, "stock": 1, "name": {"en": "B", "zh-Hans": "乙"}}
        ]}
        """#

    @Test(arguments: [
        (
            "en",
            "bazaar: cannot start: the Goods module could not set up: data file {path} is invalid: "
                + "items[1].id is 1, which appears before; expected unique\n"
        ),
        ("zh-Hans", "bazaar: 无法启动：Goods 模块未能完成初始化：数据文件 {path} 无效：items[1].id 为 1，与前面的重复；应唯一\n"),
    ])
    func aCatalogueBreakingARuleIsSaidInTheUsersLanguage(language: String, expected: String) async throws {
        let (executable, catalogue) = try Self.brokenCopy(content: Self.repeatedID)
        let result = try Self.run(executable, language: language, ["open", "bazaar://home"])
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.standardError == expected.replacingOccurrences(of: "{path}", with: catalogue), "\(result)")
    }

    @Test(arguments: [
        ("en", "(missing key \"zh-Hans\" at [0].title)"),
        ("zh-Hans", "（缺少键“zh-Hans”（位置：[0].title））"),
    ])
    func anInboxThatDoesNotDecodeIsSaidInTheUsersLanguage(language: String, reason: String) async throws {
        let inbox =
            #"[{"id": 1, "title": {"en": "Hi"}, "body": {"en": "x", "zh-Hans": "x"}, "route": "bazaar://home"}]"#
        let (executable, file) = try Self.brokenCopy("Bazaar_Messages.resources/inbox.json", content: inbox)
        let result = try Self.run(executable, language: language, ["open", "bazaar://messages"])
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.standardError.contains(file + " ") && result.standardError.contains(reason), "\(result)")
        if language == "zh-Hans" {
            let quoted = [file, "bazaar", "[0].title", "zh-Hans", "id", "en", "title", "body", "route"]
            #expect(englishWords(in: result.standardError, besides: quoted).isEmpty, "\(result)")
        }
    }

    @Test(arguments: [
        (
            "en",
            "bazaar: cannot start: the Goods module could not set up: cannot read data file {path}: Is a directory\n"
        ),
        ("zh-Hans", "bazaar: 无法启动：Goods 模块未能完成初始化：无法读取数据文件 {path}（系统报告“Is a directory”）\n"),
    ])
    func anUnreadableDataFileIsSaidInTheUsersLanguage(language: String, expected: String) async throws {
        let (executable, catalogue) = try Self.brokenCopy()
        let line = expected.replacingOccurrences(of: "{path}", with: catalogue)
        for arguments in [["open", "bazaar://home"], ["routes"], ["open", "bazaar://home", "--json"]] {
            let result = try Self.run(executable, language: language, arguments)
            #expect(result.exitCode == 1, "\(result)")
            #expect(result.standardError == line, "\(result)")
            #expect(!result.standardError.contains("failed to set up"), "\(result)")
            if arguments.contains("--json") {
                let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
                #expect(object?["kind"] as? String == "failed", "\(result)")
                #expect(object?["message"] as? String == String(line.dropFirst("bazaar: ".count).dropLast()))
            }
        }
    }
}
