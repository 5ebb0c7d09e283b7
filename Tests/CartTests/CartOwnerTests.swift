import AllContracts
import Common
import StandIns
import Testing

/// The cart belongs to who logged in: kept at log-out, given back (merged) at log-in, emptied
/// and forgotten only when the account is deleted.
@Suite struct CartOwnerTests {
    @Test func theCartFollowsItsUserThroughLogOutLogInAndDeletion() throws {
        let fixture = try CartFixture()
        let cart = try fixture.cart()
        try cart.add(goodsID: 901, quantity: 2)
        #expect(fixture.hub.post(UserLoggedOut(userID: "demo")).isEmpty)
        #expect(try cart.snapshot().lines.isEmpty)
        try cart.add(goodsID: 901, quantity: 1)
        try cart.add(goodsID: 902, quantity: 1)
        #expect(fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo"))).isEmpty)
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 901, quantity: 3), CartLine(goodsID: 902, quantity: 1)])
        // Logging in again with nothing saved changes nothing.
        #expect(fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo"))).isEmpty)
        #expect(try cart.snapshot().lines.count == 2)
        _ = fixture.hub.post(UserLoggedOut(userID: "demo"))
        _ = fixture.hub.post(AccountDeleted(userID: "demo"))
        _ = fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo")))
        #expect(try cart.snapshot().lines.isEmpty, "a deleted account's saved cart is forgotten")
    }

    @Test func aMergeIsCappedByTheStockButNeverBelowWhatEitherCartHeld() throws {
        // 903 has one in stock; 902 five.
        let fixture = try CartFixture()
        let cart = try fixture.cart()
        try cart.add(goodsID: 903, quantity: 1)
        try cart.add(goodsID: 902, quantity: 4)
        _ = fixture.hub.post(UserLoggedOut(userID: "demo"))
        try cart.add(goodsID: 903, quantity: 1)
        try cart.add(goodsID: 902, quantity: 3)
        _ = fixture.hub.post(UserLoggedIn(user: AccountUser(id: "demo", name: "Demo")))
        #expect(
            try cart.snapshot().lines == [CartLine(goodsID: 903, quantity: 1), CartLine(goodsID: 902, quantity: 5)])
    }
}
