import Foundation
import TestSupport
import Testing

/// A message's link is explained as `open` explains its URL, and one nothing serves is the
/// message's fault: a page with the way back, not a failure of the session.
struct MessageLinkTests {
    @Test(arguments: [
        ("en", "Link failed", "Nothing in this app answers 'spring-coupons'.", "Back to 'Spring coupons'"),
        ("zh-Hans", "链接打开失败", "本应用中没有页面响应“spring-coupons”。", "返回“春季优惠券”"),
    ])
    func aLinkNothingServesOffersTheWayBack(language: String, title: String, reason: String, back: String) async throws
    {
        let result = try await Bazaar().run(["--lang", language], input: "open bazaar://messages/4\n1\n1\n")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        let shown = result.standardOutput
        #expect(shown.contains(title) && shown.contains(reason), "\(result)")
        #expect(shown.contains("[1] \(back)") && shown.contains("bazaar://messages\n"), "\(result)")
        // Link 1 leads back to the message.
        #expect(shown.components(separatedBy: "bazaar://spring-coupons").count == 4, "\(result)")
    }

    @Test(arguments: ["en", "zh-Hans"], [4, 5, 6, 7])
    func aMessagesLinkIsExplainedAsOpenExplainsItsURL(language: String, message: Int) async throws {
        let bazaar = try Bazaar()
        let page = try await bazaar.run(["--lang", language, "open", "bazaar://messages/\(message)/follow", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(page.standardOutput.utf8)) as? [String: Any]
        let fields = (object?["sections"] as? [[String: Any]])?.flatMap { $0["items"] as? [[String: Any]] ?? [] }
            .compactMap { $0["field"] as? [String: Any] }
        let url = try #require(fields?.first { $0["key"] as? String == "url" }?["text"] as? String)
        let reason = try #require(fields?.first { $0["key"] as? String == "reason" }?["text"] as? String)
        let opened = try await bazaar.run(["--lang", language, "open", url])
        #expect(opened.exitCode != 0)
        #expect(opened.standardError == "bazaar: \(reason)\n", "one URL, one explanation: \(page)")
    }
}
