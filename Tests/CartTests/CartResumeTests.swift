import AllContracts
import Cart
import Common
import Testing

/// Stopped with Ctrl-Z and brought back with `fg`: the cart says, as the page is drawn again,
/// that another process changed it meanwhile, and nothing when none did.
struct CartResumeTests {
    @Test(arguments: [
        (
            Language.english,
            "While this session was stopped, the cart was changed elsewhere: it now holds 3 items."
        ),
        (.simplifiedChinese, "本会话暂停期间，购物车在别处被修改：现在共有 3 件商品。"),
    ])
    func aCartChangedWhileStoppedIsToldOnResume(language: Language, told: String) async throws {
        let fixture = try await CartFixture(language: language)
        try await fixture.cart().add(goodsID: 901, quantity: 1)
        #expect(await fixture.hub.post(AppWillSuspend(delivery: AppEventDelivery())).isEmpty)
        // Another terminal, on the same state folder, adds while this one is stopped.
        let other = try await CartFixture(language: language, store: fixture.store)
        try await other.cart().add(goodsID: 901, quantity: 2)
        let resumed = AppEventDelivery()
        #expect(await fixture.hub.post(AppDidResume(delivery: resumed)).isEmpty)
        #expect(resumed.notices == [told])
    }

    @Test(arguments: [
        (Language.english, "While this session was stopped, the cart was changed elsewhere: it is now empty."),
        (.simplifiedChinese, "本会话暂停期间，购物车在别处被修改：现在是空的。"),
    ])
    func aCartEmptiedWhileStoppedIsToldSo(language: Language, told: String) async throws {
        let fixture = try await CartFixture(language: language)
        try await fixture.cart().add(goodsID: 901, quantity: 1)
        _ = await fixture.hub.post(AppWillSuspend(delivery: AppEventDelivery()))
        let other = try await CartFixture(language: language, store: fixture.store)
        try await other.cart().clear()
        let resumed = AppEventDelivery()
        _ = await fixture.hub.post(AppDidResume(delivery: resumed))
        #expect(resumed.notices == [told])
    }

    @Test func anUnchangedCartSaysNothing() async throws {
        let fixture = try await CartFixture()
        try await fixture.cart().add(goodsID: 901, quantity: 1)
        _ = await fixture.hub.post(AppWillSuspend(delivery: AppEventDelivery()))
        let resumed = AppEventDelivery()
        _ = await fixture.hub.post(AppDidResume(delivery: resumed))
        #expect(resumed.notices.isEmpty)
        // A resume without a suspend before it (nothing remembered) says nothing either.
        let again = AppEventDelivery()
        _ = await fixture.hub.post(AppDidResume(delivery: again))
        #expect(again.notices.isEmpty)
    }
}
