import AllContracts
import Common
import Testing

/// A session at a terminal that ends with someone logged in says who stays logged in on the
/// state folder; a script's session, or one with nobody logged in, hears nothing said.
struct AccountTerminateTests {
    @Test(arguments: [
        (
            Language.english,
            "Alice Wang stays logged in on this state folder: the next session here starts as Alice Wang."
        ),
        (.simplifiedChinese, "王爱丽在此状态文件夹中仍保持登录：这里的下一次会话将以王爱丽的身份开始。"),
    ])
    func whoStaysLoggedInIsToldAtATerminal(language: Language, told: String) async throws {
        let fixture = try await AccountFixture(language: language)
        _ = try await fixture.account().logIn(userID: "alice")
        for reason in [AppWillTerminate.Reason.quit, .endOfInput, .terminated, .hangUp] {
            let delivery = AppEventDelivery()
            #expect(
                await fixture.hub.post(AppWillTerminate(delivery: delivery, reason: reason, atTerminal: true)).isEmpty)
            #expect(delivery.notices == [told], "\(reason)")
        }
    }

    @Test func nothingIsToldToAScriptOrWhenNobodyIsLoggedIn() async throws {
        let fixture = try await AccountFixture()
        let nobody = AppEventDelivery()
        _ = await fixture.hub.post(AppWillTerminate(delivery: nobody, reason: .quit, atTerminal: true))
        #expect(nobody.notices.isEmpty)
        _ = try await fixture.account().logIn(userID: "alice")
        let script = AppEventDelivery()
        _ = await fixture.hub.post(AppWillTerminate(delivery: script, reason: .endOfInput, atTerminal: false))
        #expect(script.notices.isEmpty)
    }
}
