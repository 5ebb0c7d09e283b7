/// Services looked up by type: a module registers the implementation of a contract protocol,
/// callers ask for the protocol.
///
/// An implementation is created lazily, once, on its first lookup; after that a lookup is one
/// lock-protected hash lookup and no dynamic cast. Safe from many threads at once.
public final class ServiceRegistry: Sendable {
    /// Holds one service's instance as its own type, so lookups need no dynamic cast.
    private final class Instance<Service: Sendable>: Sendable {
        let value: Service
        init(_ value: Service) { self.value = value }
    }

    /// Creates an instance at most once, even when two threads ask at the same time.
    private final class Provider: Sendable {
        let owner: String
        let make: @Sendable () -> any AnyObject & Sendable
        let created = LockedBox<(any AnyObject & Sendable)?>(nil)

        init(owner: String, make: @escaping @Sendable () -> any AnyObject & Sendable) {
            self.owner = owner
            self.make = make
        }

        func instance() -> any AnyObject & Sendable {
            created.withLock { created in
                if let created { return created }
                let made = make()
                created = made
                return made
            }
        }
    }

    private struct Slot: Sendable {
        let key: ServiceKey
        let provider: Provider
        var instance: (any AnyObject & Sendable)?
    }

    private enum Found: Sendable {
        case instance(any AnyObject & Sendable)
        case provider(Provider)
        case none
    }

    /// The slots by service type, in open addressing on the type's identity: a lookup hashes
    /// with one multiplication where a dictionary's SipHash cost a fifth of its instructions.
    /// Slots are never removed.
    private struct SlotTable: Sendable {
        private var ids = [ObjectIdentifier?](repeating: nil, count: 16)
        private var slots = [Slot?](repeating: nil, count: 16)
        /// Each slot's instance again, so a lookup reads one reference and copies no slot.
        private var instances = [(any AnyObject & Sendable)?](repeating: nil, count: 16)
        private var count = 0

        /// Where `id` is, or the empty place where it would go.
        private func position(of id: ObjectIdentifier) -> (index: Int, isFound: Bool) {
            let mask = ids.count - 1
            var index = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while let candidate = ids[index] {
                if candidate == id { return (index, true) }
                index = (index + 1) & mask
            }
            return (index, false)
        }

        subscript(id: ObjectIdentifier) -> Slot? {
            get {
                let (index, isFound) = position(of: id)
                return isFound ? slots[index] : nil
            }
            set {
                guard let newValue else { preconditionFailure("service slots are never removed") }
                var (index, isFound) = position(of: id)
                if !isFound {
                    if (count + 1) * 2 > ids.count {
                        grow()
                        index = position(of: id).index
                    }
                    ids[index] = id
                    count += 1
                }
                slots[index] = newValue
                instances[index] = newValue.instance
            }
        }

        /// What a lookup needs, without copying the whole slot.
        func found(_ id: ObjectIdentifier) -> Found {
            let (index, isFound) = position(of: id)
            guard isFound else { return .none }
            if let instance = instances[index] { return .instance(instance) }
            return slots[index].map { .provider($0.provider) } ?? .none
        }

        var values: [Slot] { slots.compactMap { $0 } }

        private mutating func grow() {
            let old = zip(ids, slots)
            ids = [ObjectIdentifier?](repeating: nil, count: ids.count * 2)
            slots = [Slot?](repeating: nil, count: slots.count * 2)
            instances = [(any AnyObject & Sendable)?](repeating: nil, count: instances.count * 2)
            count = 0
            for case (let id?, let slot) in old { self[id] = slot }
        }
    }

    private let slots = LockedBox(SlotTable())

    /// Creates an empty registry.
    public init() {}

    /// Registers the provider of a service. `make` runs once, on the first lookup, and may
    /// look up other services. A second provider for the same service is an error naming both
    /// owners; nothing is overwritten.
    public func register<Service: Sendable>(
        _ type: Service.Type, owner: String, make: @escaping @Sendable () -> Service
    ) throws(RegistrationError) {
        let key = ServiceKey(type)
        let provider = Provider(owner: owner) { Instance(make()) }
        try slots.withLock { (slots) throws(RegistrationError) in
            if let existing = slots[key.id] {
                throw .duplicateService(service: key.name, existingOwner: existing.provider.owner, newOwner: owner)
            }
            slots[key.id] = Slot(key: key, provider: provider, instance: nil)
        }
    }

    /// The service registered for `type`, created on first use; throws
    /// `ServiceError.missingProvider` naming the service when nobody provides it.
    public func lookup<Service: Sendable>(_ type: Service.Type) throws(ServiceError) -> Service {
        let id = ObjectIdentifier(type)
        // One reference comes out of the lock: the instance once it exists, else its provider.
        let found: Found = slots.withLock { slots in slots.found(id) }
        let provider: Provider
        switch found {
        case .instance(let instance): return unsafeDowncast(instance, to: Instance<Service>.self).value
        case .provider(let found): provider = found
        case .none: throw .missingProvider(service: ServiceKey(type).name)
        }
        // Create outside the registry's lock: the provider's own lock makes it happen once,
        // and `make` may look up other services.
        let instance = provider.instance()
        slots.withLock { slots in slots[id]?.instance = instance }
        return unsafeDowncast(instance, to: Instance<Service>.self).value
    }

    /// Whether a provider is registered for the key.
    public func provides(_ key: ServiceKey) -> Bool {
        slots.withLock { $0[key.id] != nil }
    }

    /// Who registered the provider for the key, if anyone.
    public func owner(of key: ServiceKey) -> String? {
        slots.withLock { $0[key.id]?.provider.owner }
    }

    /// Every registered service with its provider and whether it was created, by name.
    public func registrations() -> [(key: ServiceKey, owner: String, isCreated: Bool)] {
        slots.withLock { slots in
            slots.values.map { ($0.key, $0.provider.owner, $0.instance != nil) }
        }
        .map { (name: $0.0.name, registration: $0) }  // each key named once, not per comparison
        .sorted { $0.name < $1.name }
        .map(\.registration)
    }
}
