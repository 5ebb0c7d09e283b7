import AllContracts
import Common
import StandIns
import Testing

/// The cart belongs to who logged in: kept at log-out, given back (merged) at log-in, emptied
/// and forgotten only when the account is deleted.
@Suite struct CartOwnerTests {
    @Test func theCartFollowsItsUserThroughLogOutLogInAndDeletion() async throws {
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 901, quantity: 2)
        #expect(await fixture.hub.post(UserLoggedOut(userID: "demo")).isEmpty)
        #expect(try cart.snapshot().lines.isEmpty)
        try await cart.add(goodsID: 901, quantity: 1)
        try await cart.add(goodsID: 902, quantity: 1)
        #expect(await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo"))).isEmpty)
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 3), CartLine(goodsID: 902, quantity: 1)])
        // Logging in again with nothing saved changes nothing.
        #expect(await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo"))).isEmpty)
        #expect(try cart.snapshot().lines.count == 2)
        _ = await fixture.hub.post(UserLoggedOut(userID: "demo"))
        _ = await fixture.hub.post(AccountDeleted(userID: "demo"))
        _ = await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo")))
        #expect(try cart.snapshot().lines.isEmpty, "a deleted account's saved cart is forgotten")
    }

    @Test func aMergeIsCappedByTheStockButNeverBelowWhatEitherCartHeld() async throws {
        // 903 has one in stock; 902 five.
        let fixture = try await CartFixture()
        let cart = try await fixture.cart()
        try await cart.add(goodsID: 903, quantity: 1)
        try await cart.add(goodsID: 902, quantity: 4)
        _ = await fixture.hub.post(UserLoggedOut(userID: "demo"))
        try await cart.add(goodsID: 903, quantity: 1)
        try await cart.add(goodsID: 902, quantity: 3)
        _ = await fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo")))
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 903, quantity: 1), CartLine(goodsID: 902, quantity: 5)])
    }
}
