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
    struct Subscriber: Sendable {
        let serial: UInt64
        let owner: String
        let deliver: Delivery
    }

    /// How a subscriber is called: a synchronous handler stays synchronous, so delivering to it
    /// costs no async call (which more than doubled a post to 100 synchronous subscribers).
    enum Delivery: Sendable {
        case synchronous(@Sendable (any Event) throws -> Void)
        case asynchronous(@Sendable (any Event) async throws -> Void)
    }

    private struct State: Sendable {
        var subscribers = TypeTable<[Subscriber]>()
        /// Each subscribed event type, named only when introspection asks (a name is a demangling).
        var types = TypeTable<any Event.Type>()
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
        add(
            E.self, owner: owner,
            .asynchronous { event in
                // The bus files subscribers under their event's exact type, so this cast holds.
                if let event = event as? E { try await handler(event) }
            })
    }

    /// Calls the synchronous `handler` for every later event of type `E`, for the bus's life;
    /// `post` calls it without an async call. Otherwise as the async `subscribe`.
    func subscribe<E: Event>(_ type: E.Type, owner: String, handler: @escaping @Sendable (E) throws -> Void) {
        add(
            E.self, owner: owner,
            .synchronous { event in
                if let event = event as? E { try handler(event) }
            })
    }

    private func add<E: Event>(_ type: E.Type, owner: String, _ deliver: Delivery) {
        let id = ObjectIdentifier(E.self)
        state.withLock { state in
            state.nextSerial += 1
            let subscriber = Subscriber(serial: state.nextSerial, owner: owner, deliver: deliver)
            state.subscribers.update(id, initial: []) { $0.append(subscriber) }
            state.types[id] = E.self
        }
    }

    /// Tells every subscriber of `E`, in subscription order; returns the subscribers that
    /// threw, in that order, each as its owner (as it subscribed) and what it threw (none when
    /// every one heard it). Returns when every subscriber has finished.
    func post<E: Event>(_ event: E) async -> [(subscriber: String, error: any Error)] {
        let subscribers = state.withLock { $0.subscribers[ObjectIdentifier(E.self)] ?? [] }
        let event: any Event = event
        var failures: [(subscriber: String, error: any Error)] = []
        for subscriber in subscribers {
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
        let state = state.withLock { $0 }
        var result: [String: [Subscriber]] = [:]
        for (id, type) in state.types.elements { result[type.eventName, default: []] += state.subscribers[id] ?? [] }
        return result.mapValues { $0.sorted { $0.serial < $1.serial }.map(\.owner) }
    }
}
