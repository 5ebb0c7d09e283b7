/// Services looked up by type: a module registers the implementation of a contract protocol,
/// callers ask for the protocol.
///
/// An implementation is created lazily, once, on its first lookup; after that a lookup is one
/// lock-protected hash lookup that never suspends. Services are keyed by the static type (see
/// `ServiceKey`), so a lookup only ever returns an instance of the type asked for. Safe from many
/// tasks at once.
///
/// A provider is async and runs without any lock held, so it may suspend, look up other
/// services, open routes and post events. Lookups that arrive while it runs await that one
/// creation (suspending, never blocking a thread) and get its instance; one whose task is
/// cancelled stops waiting at once and throws `ServiceError.cancelled`, while the creation goes
/// on for the others. A provider that needs
/// its own service, directly or through others, in one task or across tasks, makes the lookup
/// throw `ServiceError.cycle` naming the chain instead of waiting forever; the registry stays
/// usable and a later lookup tries again.
@usableFromInline
final class ServiceRegistry: Sendable {
    /// Holds one service's instance as its own type. It is filed under the key of that same
    /// type, so the cast back in `lookup` is proven by the key.
    @usableFromInline
    final class Instance<Service: Sendable>: Sendable {
        @usableFromInline let value: Service
        init(_ value: Service) { self.value = value }
    }

    final class Provider: Sendable {
        let owner: String
        let make: @Sendable () async throws -> any AnyObject & Sendable

        init(owner: String, make: @escaping @Sendable () async throws -> any AnyObject & Sendable) {
            self.owner = owner
            self.make = make
        }
    }

    /// A creation under way: who runs it, a number of its own, and the lookups awaiting it
    /// (resumed, outside the lock, when it ends).
    struct Creation: Sendable {
        let context: UInt64
        let serial: UInt64
        var waiters: [Waiter] = []
    }

    struct Slot: Sendable {
        let key: ServiceKey
        let provider: Provider
        var creation: Creation?
    }

    /// A chain of lookups in one task: the services being created, outermost first, and the task
    /// it belongs to (a child task a provider starts inherits the chain under a context of its
    /// own, so two children of one provider never take each other for a cycle).
    struct Context: Sendable {
        let id: UInt64
        let task: Int?
        let chain: [ServiceKey]
    }

    /// What a blocked context waits for, and the chain it was creating then.
    struct Waiting: Sendable {
        let key: ServiceKey
        let chain: [ServiceKey]
    }

    struct State: Sendable {
        /// The created instances, apart from the slots, so a lookup copies one reference.
        var instances = TypeTable<any AnyObject & Sendable>()
        var slots = TypeTable<Slot>()
        var order: [ObjectIdentifier] = []
        var waiting: [UInt64: Waiting] = [:]
        /// A cycle found in a context, so the creation it unwinds reports it even when a
        /// handler or subscriber in between turned the error into another.
        var cycles: [UInt64: [ServiceKey]] = [:]
        var nextSerial: UInt64 = 0
    }

    /// What one step of a creation found.
    enum Step {
        case done(any AnyObject & Sendable)
        case wait(serial: UInt64)
        case create(Provider, serial: UInt64)
        case cycle([ServiceKey])
        case missing
    }

    /// The chain of the calling stack; shared by every registry, so a chain through two
    /// registries is one chain.
    @TaskLocal private static var context: Context?
    private static let contextIDs = LockedBox(UInt64(0))

    /// The current task's identity, to tell a provider's own task from a child it started.
    private static var currentTask: Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }

    private let state = LockedBox(State())

    /// Creates an empty registry.
    init() {}

    /// Registers the provider of a service. `make` runs once, on the first lookup, and may
    /// look up other services; if it throws, the lookup throws and a later one runs it again.
    /// A second provider for the same service is an error naming both owners; nothing is
    /// overwritten. Only a hub's build registers (see `ModuleRegistrar`).
    func register<Service: Sendable>(
        _ type: Service.Type, owner: String, make: @escaping @Sendable () async throws -> Service
    ) throws(WiringError.Problem) {
        let key = ServiceKey(type)
        let provider = Provider(owner: owner) { Instance(try await make()) }
        try state.withLock { (state) throws(WiringError.Problem) in
            if let existing = state.slots[key.id] {
                throw .duplicateService(service: key.name, existingOwner: existing.provider.owner, newOwner: owner)
            }
            state.slots[key.id] = Slot(key: key, provider: provider)
            state.order.append(key.id)
        }
    }

    /// The service registered for `Service`, created on first use. Throws
    /// `ServiceError.missingProvider` naming the service when nobody provides it, `.cycle` when
    /// creating it needs itself, `.creationFailed` when its provider throws, `.cancelled` when
    /// the task is cancelled while it waits for another task's creation. A created instance
    /// is answered without suspending.
    func lookup<Service: Sendable>(_ type: Service.Type) async throws(ServiceError) -> Service {
        if let instance = made(ObjectIdentifier(Service.self)) { return Self.instance(instance, as: type) }
        return Self.instance(try await create(ServiceKey(type)), as: type)
    }

    /// The made instance of the service whose type is `id`, if it is made; never suspends.
    @usableFromInline
    func made(_ id: ObjectIdentifier) -> (any AnyObject & Sendable)? {
        state.withLock { $0.instances[id] }
    }

    /// The service an instance of this registry (or of an override's) holds, as `Service`.
    @inlinable
    static func instance<Service: Sendable>(_ instance: any AnyObject & Sendable, as type: Service.Type) -> Service {
        // Filed under `Service`'s own key, so the instance is an `Instance<Service>`: the cast is
        // proven by the key. (Unchecked for speed: a checked `as!` more than doubles a lookup,
        // 648 instructions against 288.)
        unsafeDowncast(instance, to: Instance<Service>.self).value
    }

    /// Creates the service of `key` once, awaiting another task already creating it unless
    /// that wait would close a cycle. The provider runs on the caller's executor (`isolation`).
    private func create(
        _ key: ServiceKey, isolation: isolated (any Actor)? = #isolation
    ) async throws(ServiceError) -> any AnyObject & Sendable {
        guard state.withLock({ $0.slots[key.id] != nil }) else { throw .missingProvider(service: key.name) }
        let task = Self.currentTask
        let inherited = Self.context
        let context: Context
        if let inherited, inherited.task == task {
            context = inherited
        } else {
            context = Context(
                id: Self.contextIDs.withLock {
                    $0 += 1
                    return $0
                }, task: task, chain: inherited?.chain ?? [])
        }
        let isOutermost = context.id != inherited?.id
        defer { if isOutermost { state.withLock { _ = $0.cycles.removeValue(forKey: context.id) } } }
        while true {
            let step = state.withLock { state in Self.step(key, context, &state) }
            switch step {
            case .done(let instance):
                return instance
            case .cycle(let chain):
                throw .cycle(chain: chain.map(\.name))
            case .missing:
                throw .missingProvider(service: key.name)
            case .wait(let serial):
                let isEnded = await awaitCreation(of: key, serial: serial)
                state.withLock { _ = $0.waiting.removeValue(forKey: context.id) }
                guard isEnded else { throw .cancelled(service: key.name) }
            case .create(let provider, let serial):
                let made: any AnyObject & Sendable
                do {
                    made = try await Self.$context.withValue(
                        Context(id: context.id, task: task, chain: context.chain + [key])
                    ) {
                        _ = isolation
                        return try await provider.make()
                    }
                } catch {
                    let cycle = state.withLock { state in
                        Self.end(key, serial: serial, &state)
                        return state.cycles[context.id]
                    }
                    if let cycle { throw .cycle(chain: cycle.map(\.name)) }
                    if let error = error as? ServiceError { throw error }
                    // A provider that stopped because its task was cancelled made nothing: the
                    // lookup was cancelled, not failed.
                    if error is CancellationError || Task.isCancelled { throw .cancelled(service: key.name) }
                    throw .creationFailed(service: key.name, reason: String(describing: error))
                }
                // A cycle through this service that something in between swallowed (a
                // subscriber's failure only goes into a delivery report) still fails it.
                let cycle = state.withLock { state -> [ServiceKey]? in
                    Self.end(key, serial: serial, &state)
                    if let cycle = state.cycles[context.id], cycle.contains(key) { return cycle }
                    state.instances.insert(made, for: key.id)
                    return nil
                }
                if let cycle { throw .cycle(chain: cycle.map(\.name)) }
                return made
            }
        }
    }

    /// Suspends until the creation `serial` of `key` has ended (at once when it already has) and
    /// answers `true`; answers `false` at once when the task is cancelled, and the creation
    /// goes on for its other waiters.
    private func awaitCreation(of key: ServiceKey, serial: UInt64) async -> Bool {
        await Waiter.wait(in: state) { state, waiter in
            guard state.slots[key.id]?.creation?.serial == serial else { return false }
            state.slots[key.id]?.creation?.waiters.append(waiter)
            return true
        } withdraw: { state, id in
            guard let index = state.slots[key.id]?.creation?.waiters.firstIndex(where: { $0.id == id }) else {
                return nil
            }
            return state.slots[key.id]?.creation?.waiters.remove(at: index)
        }
    }

    /// How many lookups wait for another task's creation of `type` now (tests wait for one to
    /// park before they cancel it).
    func waiterCount<Service>(_ type: Service.Type) -> Int {
        state.withLock { $0.slots[ServiceKey(type).id]?.creation?.waiters.count ?? 0 }
    }

    /// Ends the creation `serial` of `key`, under the lock, and resumes its waiters (a resume
    /// only schedules them, so it is done under the lock too).
    private static func end(_ key: ServiceKey, serial: UInt64, _ state: inout State) {
        guard let creation = state.slots[key.id]?.creation, creation.serial == serial else { return }
        state.slots[key.id]?.creation = nil
        for waiter in creation.waiters { waiter.resume() }
    }

    /// Who registered the provider for the key, if anyone.
    func owner(of key: ServiceKey) -> String? {
        state.withLock { $0.slots[key.id]?.provider.owner }
    }

    /// Every registered service with its provider and whether it was created, by name.
    func registrations() -> [(key: ServiceKey, owner: String, isCreated: Bool)] {
        state.withLock { state in
            state.order.compactMap { state.slots[$0] }.map {
                ($0.key, $0.provider.owner, state.instances[$0.key.id] != nil)
            }
        }
        .map { (name: $0.0.name, registration: $0) }  // each key named once, not per comparison
        .sorted { $0.name < $1.name }
        .map(\.registration)
    }
}
