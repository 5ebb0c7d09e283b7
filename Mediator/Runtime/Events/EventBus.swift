/// Typed one-to-many broadcast behind `Hub.subscribe` and `Hub.post`.
final class EventBus: Sendable {
    /// A synchronous handler is called without an async call (which more than doubled a post to 100).
    enum Delivery<E: Event>: Sendable {
        case synchronous(@Sendable (E) throws -> Void)
        case asynchronous(@Sendable (E) async throws -> Void)
    }

    struct Subscriber<E: Event>: Sendable {
        let serial: UInt64
        let owner: String
        let deliver: Delivery<E>
    }

    /// One event type's subscribers as their own type, called with the event as it is. (Kept for
    /// speed: handlers of `any Event` each cast it back; Tools/Benchmarks/README.md, `post`.)
    final class Subscribers<E: Event>: SubscriberList {
        let list: [Subscriber<E>]

        init(_ list: [Subscriber<E>]) { self.list = list }

        var eventName: String { E.eventName }
        var owners: [(serial: UInt64, owner: String)] { list.map { ($0.serial, $0.owner) } }
    }

    private struct State: Sendable {
        /// A `Subscribers<E>` under `E`'s identity, replaced by a longer one on each subscription.
        var subscribers = TypeTable<any SubscriberList>()
        var nextSerial: UInt64 = 0
    }

    private let state = LockedBox(State())

    func subscribe<E: Event>(_ type: E.Type, owner: String, _ deliver: Delivery<E>) {
        let id = ObjectIdentifier(E.self)
        state.withLock { state in
            state.nextSerial += 1
            let subscriber = Subscriber(serial: state.nextSerial, owner: owner, deliver: deliver)
            // Filed under `E`'s identity, so the list there is of `E`.
            var list = (state.subscribers[id] as? Subscribers<E>)?.list ?? []
            // `append`: `+` takes the generic `append(contentsOf:)`, whose first use scans every
            // conformance in the process (0.2 M instructions).
            list.append(subscriber)
            state.subscribers[id] = Subscribers(list)
        }
    }

    func post<E: Event>(_ event: E) async -> [(subscriber: String, error: any Error)] {
        guard let subscribers = state.withLock({ $0.subscribers[ObjectIdentifier(E.self)] }) as? Subscribers<E> else {
            return []
        }
        var failures: [(subscriber: String, error: any Error)] = []
        for subscriber in subscribers.list {
            do {
                switch subscriber.deliver {
                case .synchronous(let deliver): try deliver(event)
                case .asynchronous(let deliver): try await deliver(event)
                }
            } catch {
                failures.append((subscriber.owner, error))
            }
        }
        return failures
    }

    /// Each event name's subscribers' owners in subscription order (two types of one name share it).
    func subscriptions() -> [String: [String]] {
        let lists = state.withLock { $0.subscribers.elements.map(\.value) }
        var result: [String: [(serial: UInt64, owner: String)]] = [:]
        for list in lists { result[list.eventName, default: []] += list.owners }
        return result.mapValues { $0.sorted { $0.serial < $1.serial }.map(\.owner) }
    }
}

/// One event type's subscribers, whatever the type, as introspection reads them.
protocol SubscriberList: AnyObject, Sendable {
    var eventName: String { get }
    var owners: [(serial: UInt64, owner: String)] { get }
}
