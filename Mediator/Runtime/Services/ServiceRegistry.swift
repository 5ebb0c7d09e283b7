import Synchronization

/// Services by their contract type, made lazily once; a made one is answered without suspending.
/// Providers run with no lock held; concurrent first lookups await one creation, and a provider
/// that needs itself, in one task or across tasks, fails with `cycle`. See <doc:Guarantees>.
@usableFromInline
final class ServiceRegistry: Sendable {
    /// One service's instance as its own type, filed under that type's key: the cast back is proven.
    @usableFromInline
    final class Instance<Service: Sendable>: Sendable {
        @usableFromInline let value: Service
        init(_ value: Service) { self.value = value }
    }

    typealias Make = @Sendable () async throws -> any AnyObject & Sendable

    /// A creation under way: who runs it, its number, and the lookups awaiting it.
    struct Creation: Sendable {
        let context: UInt64
        let serial: UInt64
        var waiters: [Waiter] = []
    }

    struct Slot: Sendable {
        let key: ServiceKey
        let owner: String
        let make: Make
        var creation: Creation?
    }

    /// A chain of lookups in one task, outermost first. A child task a provider starts inherits the
    /// chain under a context of its own, so two children of one provider never form a cycle.
    struct Context: Sendable {
        let id: UInt64
        let task: Int?
        let chain: [ServiceKey]
    }

    struct State: Sendable {
        /// The made instances, apart from the slots, so a lookup copies one reference.
        var instances = TypeTable<any AnyObject & Sendable>()
        var slots = TypeTable<Slot>()
        var order: [ObjectIdentifier] = []
        /// What each waiting context waits for, and its chain.
        var waiting: [UInt64: (key: ServiceKey, chain: [ServiceKey])] = [:]
        /// A cycle found in a context, still reported when a handler in between turned the error into another.
        var cycles: [UInt64: [ServiceKey]] = [:]
        var nextSerial: UInt64 = 0
    }

    enum Step {
        case done(any AnyObject & Sendable)
        case wait(serial: UInt64)
        case create(Make, serial: UInt64)
        case cycle([ServiceKey])
        case missing
    }

    /// Shared by every registry, so a chain through an override's registry is one chain.
    @TaskLocal private static var context: Context?
    private static let contextIDs = Atomic<UInt64>(0)

    private let state = LockedBox(State())

    /// Registers a provider; a second one for the service is `duplicateService`, naming both owners.
    func register<Service: Sendable>(
        _ type: Service.Type, owner: String, make: @escaping @Sendable () async throws -> Service
    ) throws(WiringError.Problem) {
        let key = ServiceKey(type)
        try state.withLock { (state) throws(WiringError.Problem) in
            if let existing = state.slots[key.id] {
                throw .duplicateService(service: key.name, existingOwner: existing.owner, newOwner: owner)
            }
            state.slots[key.id] = Slot(key: key, owner: owner) { Instance(try await make()) }
            state.order.append(key.id)
        }
    }

    func lookup<Service: Sendable>(_ type: Service.Type) async throws(ServiceError) -> Service {
        if let instance = made(ObjectIdentifier(Service.self)) { return Self.instance(instance, as: type) }
        return Self.instance(try await create(ServiceKey(type)), as: type)
    }

    @usableFromInline
    func made(_ id: ObjectIdentifier) -> (any AnyObject & Sendable)? {
        state.withLock { $0.instances[id] }
    }

    @inlinable
    static func instance<Service: Sendable>(_ instance: any AnyObject & Sendable, as type: Service.Type) -> Service {
        // Filed under `Service`'s own key, so the instance is an `Instance<Service>`. (Unchecked for
        // speed: a checked `as!` more than doubles a lookup, 648 instructions against 288.)
        unsafeDowncast(instance, to: Instance<Service>.self).value
    }

    /// Creates `key`'s service once, or awaits another task's creation unless that closes a cycle.
    private func create(
        _ key: ServiceKey, isolation: isolated (any Actor)? = #isolation
    ) async throws(ServiceError) -> any AnyObject & Sendable {
        let task = withUnsafeCurrentTask { $0?.hashValue }
        let inherited = Self.context
        let context: Context
        if let inherited, inherited.task == task {
            context = inherited
        } else {
            let id = Self.contextIDs.wrappingAdd(1, ordering: .relaxed).newValue
            context = Context(id: id, task: task, chain: inherited?.chain ?? [])
        }
        let isOutermost = context.id != inherited?.id
        defer { if isOutermost { state.withLock { _ = $0.cycles.removeValue(forKey: context.id) } } }
        while true {
            switch state.withLock({ state in Self.step(key, context, &state) }) {
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
            case .create(let make, let serial):
                let made: any AnyObject & Sendable
                do {
                    made = try await Self.$context.withValue(
                        Context(id: context.id, task: task, chain: context.chain + [key])
                    ) {
                        _ = isolation
                        return try await make()
                    }
                } catch {
                    let cycle = state.withLock { state in
                        Self.end(key, serial: serial, &state)
                        return state.cycles[context.id]
                    }
                    if let cycle { throw .cycle(chain: cycle.map(\.name)) }
                    if let error = error as? ServiceError { throw error }
                    // A provider stopped by its task's cancellation made nothing: the lookup was cancelled.
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

    /// Waits for creation `serial` of `key` to end: `true`, or `false` at once when cancelled.
    private func awaitCreation(of key: ServiceKey, serial: UInt64) async -> Bool {
        await Waiter.wait(in: state) { state, waiter in
            guard state.slots[key.id]?.creation?.serial == serial else { return false }
            state.slots[key.id]?.creation?.waiters.append(waiter)
            return true
        } withdraw: { state, id in
            defer { state.slots[key.id]?.creation?.waiters.removeAll { $0.id == id } }
            return state.slots[key.id]?.creation?.waiters.first { $0.id == id }
        }
    }

    /// How many lookups wait for `type`'s creation now (for tests).
    func waiterCount<Service>(_ type: Service.Type) -> Int {
        state.withLock { $0.slots[ServiceKey(type).id]?.creation?.waiters.count ?? 0 }
    }

    private static func end(_ key: ServiceKey, serial: UInt64, _ state: inout State) {
        guard let creation = state.slots[key.id]?.creation, creation.serial == serial else { return }
        state.slots[key.id]?.creation = nil
        for waiter in creation.waiters { waiter.resume() }
    }

    func owner(of key: ServiceKey) -> String? {
        state.withLock { $0.slots[key.id]?.owner }
    }

    func registrations() -> [(key: ServiceKey, owner: String, isCreated: Bool)] {
        state.withLock { state in
            state.order.compactMap { state.slots[$0] }.map { ($0.key, $0.owner, state.instances[$0.key.id] != nil) }
        }
    }
}
