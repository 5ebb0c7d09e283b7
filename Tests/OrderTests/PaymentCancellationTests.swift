import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

/// A cancelled payment places nothing or everything: it looks at cancellation once, before its
/// first step, and then commits in a task of its own, which the payer's cancellation does not reach.
@Suite("Order payment, cancelled")
struct PaymentCancellationTests {
    /// What the state says about one checkout of `OrderHarness.lines`: the orders, the cart's
    /// lines and the stock of both items.
    private struct World: Equatable {
        let orders: [Int]
        let cart: [CartLine]
        let stock: [Int?]

        init(_ harness: OrderHarness) async throws {
            orders = try await harness.orders(of: "demo").map(\.id)
            cart = try harness.cart.snapshot().lines
            stock = [harness.stock(901), harness.stock(902)]
        }
    }

    @Test("cancelled while it looks up what it pays with: declined as cancelled, nothing placed, the checkout stays")
    func cancelledBeforeTheCommit() async throws {
        let harness = try await OrderHarness()
        let (navigator, pay) = try await harness.checkedOut()
        let before = try await World(harness)
        let (arrivals, arrival) = AsyncStream<Void>.makeStream()
        var slowAccount = Overrides()
        let account = harness.account
        slowAccount.standIn((any AccountService).self) { _ in
            // Made inside the payment's handler, on its first lookup of the account: waits there
            // until the payment is cancelled, then answers the account as if nothing happened.
            arrival.yield()
            try? await Task.sleep(for: .seconds(3600))
            return account
        }
        let task = Task { try await slowAccount.run { try await navigator.follow(pay) } }
        for await _ in arrivals { break }
        task.cancel()
        let error = await routeError { _ = try await task.value }
        #expect(error == .cancelled(route: "order/pay"))
        #expect(try await World(harness) == before, "nothing placed, taken or reserved")
        #expect(harness.placedOrders.isEmpty)
        #expect(await navigator.top?.content().title == "Checkout", "the checkout the person saw stays on top")
        // The same Pay link still works once nobody cancels it.
        _ = try await navigator.follow(pay)
        #expect(try await harness.orders(of: "demo").count == 1)
    }

    @Test("cancelled at any moment: the order and its stock and cart changes all happened, or none did")
    func cancelledAnywhereIsAllOrNothing() async throws {
        for yields in 0..<24 {
            let harness = try await OrderHarness()
            let (navigator, pay) = try await harness.checkedOut()
            let before = try await World(harness)
            let task = Task { try await navigator.follow(pay) }
            for _ in 0..<yields { await Task.yield() }
            task.cancel()
            let error = await routeError { _ = try await task.value }
            let after = try await World(harness)
            switch error {
            case nil:
                #expect(after.orders == [1001], "after \(yields) yields")
                #expect(after.cart.isEmpty, "after \(yields) yields")
                #expect(after.stock == [18, 4], "after \(yields) yields")
                #expect(harness.placedOrders.count == 1)
            case .cancelled?:
                #expect(after == before, "after \(yields) yields")
                #expect(harness.placedOrders.isEmpty)
            case let other?:
                Issue.record("after \(yields) yields: \(other)")
            }
        }
    }
}
