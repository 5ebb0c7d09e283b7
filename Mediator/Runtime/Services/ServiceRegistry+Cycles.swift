extension ServiceRegistry {
    /// What a context asking for `key` does next, decided under the lock.
    static func step(_ key: ServiceKey, _ context: Context, _ state: inout State) -> Step {
        guard let slot = state.slots[key.id] else { return .missing }
        if let instance = state.instances[key.id] { return .done(instance) }
        // Its own chain (a provider, or a child task it awaits, asks for what it is making), or through waits.
        let cycle =
            context.chain.firstIndex(of: key).map { Array(context.chain[$0...]) + [key] }
            ?? slot.creation.flatMap { Self.cycle(to: key, creator: $0.context, context, state) }
        if let cycle {
            state.cycles[context.id] = cycle
            return .cycle(cycle)
        }
        if let creation = slot.creation {
            state.waiting[context.id] = (key, context.chain)
            return .wait(serial: creation.serial)
        }
        state.nextSerial += 1
        state.slots[key.id]?.creation = Creation(context: context.id, serial: state.nextSerial)
        return .create(slot.make, serial: state.nextSerial)
    }

    /// The cycle that waiting for `key` would close, following who waits for what, if any.
    static func cycle(to key: ServiceKey, creator: UInt64, _ context: Context, _ state: State) -> [ServiceKey]? {
        var path = [key]
        var target = key
        var creator = creator
        var seen: Set<UInt64> = []
        while seen.insert(creator).inserted {
            if creator == context.id {
                let start = context.chain.firstIndex(of: target) ?? context.chain.endIndex
                return Array(context.chain[start...]) + path
            }
            guard let waiting = state.waiting[creator], let next = state.slots[waiting.key.id]?.creation else {
                return nil
            }
            let start = waiting.chain.firstIndex(of: target).map { $0 + 1 } ?? waiting.chain.endIndex
            path += waiting.chain[start...]
            path.append(waiting.key)
            target = waiting.key
            creator = next.context
        }
        return nil
    }
}
