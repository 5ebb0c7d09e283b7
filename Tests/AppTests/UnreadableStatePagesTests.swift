import Foundation
import TestSupport
import Testing

/// A document that becomes unreadable while a session runs: each page that reads it through a
/// service shows the line naming the file, in the user's language, never "nobody logged in",
/// "stock 0" or "no orders".
struct UnreadableStatePagesTests {
    @Test(
        arguments: [
            ("en", "session.json", "open bazaar://account/login", "Choose a demo user"),
            ("en", "goods-stock.json", "open bazaar://cart", "Tieguanyin Oolong"),
            ("en", "orders.json", "home", "My orders (0)"),
            ("zh-Hans", "session.json", "open bazaar://account/login", "请选择一个演示用户"),
            ("zh-Hans", "goods-stock.json", "open bazaar://cart", "铁观音乌龙"),
            ("zh-Hans", "orders.json", "home", "我的订单（0）"),
        ])
    func aPageDrawnAgainSaysTheDocumentCannotBeRead(
        language: String, file: String, command: String, neverShown: String
    ) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let session = try await InteractiveSession(bazaar, environment: ["BAZAAR_LANG": language])
        #expect(try await session.send(command).contains(neverShown))
        let path = bazaar.file(file)
        try? FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        let answer = try await session.send("show")
        let line =
            language == "en"
            ? "cannot read state file \(path.path): Is a directory"
            : "无法读取状态文件 \(path.path)：系统报告“Is a directory”"
        #expect(answer.contains(line), "\(answer)")
        #expect(!answer.contains(neverShown), "\(answer)")
    }
}
