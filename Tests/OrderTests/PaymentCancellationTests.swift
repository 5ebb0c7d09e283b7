import AllContracts
import Common
import ModuleTesting
import Order
import StandIns
import Testing

/// Lets a waiting lookup go on once the test says so, taking no notice of cancellation; tells
/// the test when something started waiting.
private final class Gate: Sendable {
    private let state = LockedBox<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))
    let arrivals: AsyncStream<Void>
    private let arrival: AsyncStream<Void>.Continuation

    init() {
        (arrivals, arrival) = AsyncStream<Void>.makeStream()
    }

    /// Says it arrived, then waits until ``open()``.
    func wait() async {
        arrival.yield()
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Lets every waiter go, now and later.
    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// A cancelled payment places nothing or everything: it looks at cancellation once, before its
/// first step, and commits with no suspension point after that.
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
        let gate = Gate()
        var slowAccount = Overrides()
        let account = harness.account
        slowAccount.standIn((any AccountService).self) { _ in
            await gate.wait()
            return account
        }
        // The payment's first lookup of the account waits at the gate, inside the handler.
        let task = Task { try await slowAccount.run { try await navigator.follow(pay) } }
        for await _ in gate.arrivals { break }
        task.cancel()
        gate.open()
        let error = await routeError { _ = try await task.value }
        #expect(error == .cancelled(route: "order/pay"))
        #expect(try await World(harness) == before, "nothing placed, taken or reserved")
        #expect(harness.placedOrders.isEmpty)
        #expect(navigator.top?.content().title == "Checkout", "the checkout the person saw stays on top")
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
