/// Typed one-to-many broadcast.
///
/// `post` delivers to the subscribers of the event's exact type in the order they subscribed,
/// one after another: each subscriber is called (a synchronous one) or awaited (an async one)
/// before the next is called, and `post` returns when the last one has finished. The subscriber
/// list is read once when `post` starts, so subscribing from inside a handler takes effect from
/// the next post. A subscriber that throws does not stop the others; `post` returns its owner
/// and what it threw, for the poster to handle.
/// Safe from many tasks at once.
final class EventBus: Sendable {
    /// How a subscriber is called: a synchronous handler stays synchronous, so delivering to it
    /// costs no async call (which more than doubled a post to 100 synchronous subscribers).
    enum Delivery<E: Event>: Sendable {
        case synchronous(@Sendable (E) throws -> Void)
        case asynchronous(@Sendable (E) async throws -> Void)
    }

    struct Subscriber<E: Event>: Sendable {
        let serial: UInt64
        let owner: String
        let deliver: Delivery<E>
    }

    /// The subscribers of one event type, as the handlers take it. (Kept for speed: kept as
    /// their own type, the handlers are called with the event as it is, where handlers of
    /// `any Event` each cast it back; see Tools/Benchmarks/README.md, `post`.)
    final class Subscribers<E: Event>: SubscriberList {
        let list: [Subscriber<E>]

        init(_ list: [Subscriber<E>]) { self.list = list }

        var eventName: String { E.eventName }
        var owners: [(serial: UInt64, owner: String)] { list.map { ($0.serial, $0.owner) } }
    }

    private struct State: Sendable {
        /// Each event type's subscribers, a `Subscribers<E>` filed under `E`'s identity; a
        /// subscription replaces the list with a longer one, so a post reads one list.
        var subscribers = TypeTable<any SubscriberList>()
        var nextSerial: UInt64 = 0
    }

    private let state = LockedBox(State())

    /// Creates a bus with no subscribers.
    init() {}

    /// Calls `handler` for every later event of type `E`, for the bus's life.
    ///
    /// The subscription is filed under the static type `E`, not the metatype value passed in:
    /// a metatype held as its superclass (`let t: Base.Type = Derived.self`) subscribes to
    /// `Base`, as `post` of a `Base` value delivers it.
    func subscribe<E: Event>(_ type: E.Type, owner: String, handler: @escaping @Sendable (E) async throws -> Void) {
        add(owner: owner, Delivery<E>.asynchronous(handler))
    }

    /// Calls the synchronous `handler` for every later event of type `E`, for the bus's life;
    /// `post` calls it without an async call. Otherwise as the async `subscribe`.
    func subscribe<E: Event>(_ type: E.Type, owner: String, handler: @escaping @Sendable (E) throws -> Void) {
        add(owner: owner, Delivery<E>.synchronous(handler))
    }

    private func add<E: Event>(owner: String, _ deliver: Delivery<E>) {
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

    /// Tells every subscriber of `E`, in subscription order; returns the subscribers that
    /// threw, in that order, each as its owner (as it subscribed) and what it threw (none when
    /// every one heard it). Returns when every subscriber has finished.
    func post<E: Event>(_ event: E) async -> [(subscriber: String, error: any Error)] {
        // Filed under `E`'s identity, so the list there is of `E`.
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

    /// The owners subscribed to each event type that has or had subscribers, by event name, in
    /// subscription order. Two types of the same name (from two modules) share one entry, so no
    /// subscriber goes unlisted.
    func subscriptions() -> [String: [String]] {
        let lists = state.withLock { $0.subscribers.elements.map(\.value) }
        var result: [String: [(serial: UInt64, owner: String)]] = [:]
        for list in lists { result[list.eventName, default: []] += list.owners }
        return result.mapValues { $0.sorted { $0.serial < $1.serial }.map(\.owner) }
    }
}

/// One event type's subscribers, whatever the type: what introspection reads of them.
protocol SubscriberList: AnyObject, Sendable {
    /// The event type's name (`Event.eventName`).
    var eventName: String { get }
    /// The subscribers' owners with their subscription serials.
    var owners: [(serial: UInt64, owner: String)] { get }
}
