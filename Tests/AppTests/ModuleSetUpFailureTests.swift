import Foundation
import TestSupport
import Testing

/// A module that cannot set up (its bundled data file unreadable) stops the app with exit code 1
/// and one line in the user's language naming the module, the file and the system's reason;
/// it is not called a mismatch between modules.
@Suite(.serialized)
struct ModuleSetUpFailureTests {
    /// A copy of the built `bazaar` beside copies of its resource bundles, with Goods' catalogue
    /// replaced by a directory (unreadable as a file, even to root).
    private static func brokenCopy() throws -> (executable: URL, catalogue: String) {
        let built = try BuiltProducts.executable(named: "bazaar")
        let files = FileManager.default
        let copy = files.temporaryDirectory.appendingPathComponent("bazaar-setup-\(UUID().uuidString)")
        try files.createDirectory(at: copy, withIntermediateDirectories: true)
        let directory = built.deletingLastPathComponent()
        for name in try files.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".resources") {
            try files.copyItem(at: directory.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        try files.copyItem(at: built, to: copy.appendingPathComponent("bazaar"))
        let catalogue = copy.appendingPathComponent("Bazaar_Goods.resources/catalogue.json")
        try files.removeItem(at: catalogue)
        try files.createDirectory(at: catalogue, withIntermediateDirectories: false)
        return (copy.appendingPathComponent("bazaar"), catalogue.path)
    }

    @Test(arguments: [
        (
            "en",
            "bazaar: cannot start: the Goods module could not set up: cannot read data file {path}: Is a directory\n"
        ),
        ("zh-Hans", "bazaar: 无法启动：Goods 模块未能完成初始化：无法读取数据文件 {path}（系统报告“Is a directory”）\n"),
    ])
    func anUnreadableDataFileIsSaidInTheUsersLanguage(language: String, expected: String) throws {
        let (executable, catalogue) = try Self.brokenCopy()
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-setup-state-\(UUID())")
        let line = expected.replacingOccurrences(of: "{path}", with: catalogue)
        for arguments in [["open", "bazaar://home"], ["routes"], ["open", "bazaar://home", "--json"]] {
            let result = try ExecutableInvocation(
                executable, arguments: ["--lang", language, "--state-dir", state.path] + arguments,
                environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"], timeout: 60
            ).run()
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
