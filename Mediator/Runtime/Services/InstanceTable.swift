/// The created service instances by type identity, in open addressing: a lookup hashes with
/// one multiplication. (Kept for speed: against a `[ObjectIdentifier: AnyObject]` it saves
/// over a fifth of a service lookup's instructions, which a dictionary spends in SipHash.)
struct InstanceTable: Sendable {
    private var ids = [ObjectIdentifier?](repeating: nil, count: 16)
    private var instances = [(any AnyObject & Sendable)?](repeating: nil, count: 16)
    private var count = 0

    /// Where `id` is, or the empty place where it would go.
    private func position(of id: ObjectIdentifier) -> Int {
        let mask = ids.count - 1
        var index = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while let candidate = ids[index], candidate != id { index = (index + 1) & mask }
        return index
    }

    /// The instance of `id`, if created.
    subscript(id: ObjectIdentifier) -> (any AnyObject & Sendable)? {
        instances[position(of: id)]
    }

    /// Files the instance of `id`; an instance is filed once.
    mutating func insert(_ instance: any AnyObject & Sendable, for id: ObjectIdentifier) {
        if (count + 1) * 2 > ids.count { grow() }
        let index = position(of: id)
        if ids[index] == nil { count += 1 }
        ids[index] = id
        instances[index] = instance
    }

    /// Keeps only the instances whose id `keep` accepts.
    mutating func filter(_ keep: (ObjectIdentifier) -> Bool) {
        let old = zip(ids, instances)
        self = InstanceTable()
        for case (let id?, let instance?) in old where keep(id) { insert(instance, for: id) }
    }

    private mutating func grow() {
        let old = zip(ids, instances)
        ids = [ObjectIdentifier?](repeating: nil, count: ids.count * 2)
        instances = [(any AnyObject & Sendable)?](repeating: nil, count: instances.count * 2)
        count = 0
        for case (let id?, let instance?) in old { insert(instance, for: id) }
    }
}
