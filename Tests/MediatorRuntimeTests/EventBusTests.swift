import Testing

// @testable: tests the internal event bus itself.
@testable import MediatorRuntime

private struct UserLoggedOut: Event {
    let userID: String
}

private struct CartChanged: Event {
    let count: Int
}

private class Notice: Event, @unchecked Sendable {}

private final class UrgentNotice: Notice, @unchecked Sendable {}

/// Subscribes `owner` to a local event type named `Same`.
private func subscribeToOneSame(_ bus: EventBus, owner: String) {
    struct Same: Event {}
    bus.subscribe(Same.self, owner: owner, .synchronous { _ in })
}

/// Subscribes `owner` to another local event type named `Same`.
private func subscribeToAnotherSame(_ bus: EventBus, owner: String) {
    struct Same: Event {}
    bus.subscribe(Same.self, owner: owner, .synchronous { _ in })
}

private struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite struct EventBusTests {
    @Test func deliversToEverySubscriberInSubscriptionOrder() async {
        let bus = EventBus()
        let heard = LockedBox<[String]>([])
        for owner in ["Cart", "Order", "Messages"] {
            bus.subscribe(
                UserLoggedOut.self, owner: owner,
                .synchronous { event in
                    heard.withLock { $0.append("\(owner):\(event.userID)") }
                })
        }
        let failures = await bus.post(UserLoggedOut(userID: "ann"))
        #expect(heard.withLock { $0 } == ["Cart:ann", "Order:ann", "Messages:ann"])
        #expect(failures.isEmpty)
    }

    @Test func deliversOnlyToTheEventsExactType() async {
        let bus = EventBus()
        let heard = LockedBox<[Int]>([])
        bus.subscribe(
            CartChanged.self, owner: "Home", .synchronous { event in heard.withLock { $0.append(event.count) } })
        #expect(await bus.post(UserLoggedOut(userID: "x")).isEmpty)
        _ = await bus.post(CartChanged(count: 2))
        #expect(heard.withLock { $0 } == [2])
    }

    @Test func oneFailingSubscriberDoesNotStopTheOthers() async {
        let bus = EventBus()
        let heard = LockedBox<[String]>([])
        bus.subscribe(CartChanged.self, owner: "A", .synchronous { _ in heard.withLock { $0.append("A") } })
        bus.subscribe(CartChanged.self, owner: "Broken", .synchronous { _ in throw Boom() })
        bus.subscribe(CartChanged.self, owner: "C", .synchronous { _ in heard.withLock { $0.append("C") } })
        bus.subscribe(CartChanged.self, owner: "AlsoBroken", .synchronous { _ in throw Boom() })
        let failures = await bus.post(CartChanged(count: 1))
        #expect(heard.withLock { $0 } == ["A", "C"])
        #expect(failures.map { $0.subscriber } == ["Broken", "AlsoBroken"])
        #expect(failures.map { String(describing: $0.error) } == ["boom", "boom"])
    }

    @Test func changesFromInsideAHandlerTakeEffectFromTheNextPost() async {
        let bus = EventBus()
        let heard = LockedBox<[String]>([])
        let subscribedLate = LockedBox(false)
        bus.subscribe(
            CartChanged.self, owner: "First",
            .synchronous { _ in
                heard.withLock { $0.append("First") }
                guard !subscribedLate.withLock({ $0 }) else { return }
                subscribedLate.withLock { $0 = true }
                bus.subscribe(
                    CartChanged.self, owner: "Late", .synchronous { _ in heard.withLock { $0.append("Late") } })
            })
        bus.subscribe(CartChanged.self, owner: "Second", .synchronous { _ in heard.withLock { $0.append("Second") } })
        _ = await bus.post(CartChanged(count: 1))
        #expect(heard.withLock { $0 } == ["First", "Second"])
        heard.withLock { $0 = [] }
        _ = await bus.post(CartChanged(count: 2))
        #expect(heard.withLock { $0 } == ["First", "Second", "Late"])
    }

    @Test func handlersMayPostOtherEvents() async {
        let bus = EventBus()
        let heard = LockedBox<[String]>([])
        bus.subscribe(
            UserLoggedOut.self, owner: "Cart", .asynchronous { _ in _ = await bus.post(CartChanged(count: 0)) })
        bus.subscribe(
            CartChanged.self, owner: "Home",
            .synchronous { event in heard.withLock { $0.append("count \(event.count)") } })
        _ = await bus.post(UserLoggedOut(userID: "ann"))
        #expect(heard.withLock { $0 } == ["count 0"])
    }

    @Test func aSubscriptionThroughASuperclassMetatypeIsFiledUnderTheStaticType() async {
        let bus = EventBus()
        let heard = LockedBox(0)
        let type: Notice.Type = UrgentNotice.self
        bus.subscribe(type, owner: "Home", .synchronous { _ in heard.withLock { $0 += 1 } })
        _ = await bus.post(Notice())
        #expect(heard.withLock { $0 } == 1)
        _ = await bus.post(UrgentNotice())
        #expect(heard.withLock { $0 } == 1, "a post of the subclass is not filed under the superclass")
        #expect(bus.subscriptions() == ["Notice": ["Home"]])
    }

    @Test func twoEventTypesOfTheSameNameListEverySubscriberInOrder() async {
        let bus = EventBus()
        subscribeToOneSame(bus, owner: "Shop")
        subscribeToAnotherSame(bus, owner: "Bank")
        subscribeToOneSame(bus, owner: "Home")
        #expect(bus.subscriptions() == ["Same": ["Shop", "Bank", "Home"]])
    }

    /// A closure literal without `await` picks the synchronous `subscribe`; one with `await` picks
    /// the async one. Both kinds are called in one subscription order, and a failure of either
    /// kind stops neither. (Which kind each subscription was filed as is no longer readable: the
    /// bus's state is private since its snapshot went with the restart.)
    @Test func synchronousAndAsyncSubscribersKeepTheirKindAndTheirOrder() async throws {
        let hub = try await Hub.test(router: RouterConfiguration(scheme: "test"))
        let heard = LockedBox<[String]>([])
        hub.subscribe(CartChanged.self, owner: "Sync") { event in heard.withLock { $0.append("sync \(event.count)") } }
        hub.subscribe(CartChanged.self, owner: "Async") { event in
            await Task.yield()
            heard.withLock { $0.append("async \(event.count)") }
        }
        hub.subscribe(CartChanged.self, owner: "SyncThrows") { _ in throw Boom() }
        hub.subscribe(CartChanged.self, owner: "AsyncThrows") { _ in
            await Task.yield()
            throw Boom()
        }
        hub.subscribe(CartChanged.self, owner: "Last") { event in heard.withLock { $0.append("last \(event.count)") } }
        let failures = await hub.post(CartChanged(count: 7))
        #expect(heard.withLock { $0 } == ["sync 7", "async 7", "last 7"])
        #expect(failures.map(\.subscriber) == ["SyncThrows", "AsyncThrows"])
    }
}
