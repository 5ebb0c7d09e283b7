/// Values by type identity (`ObjectIdentifier`), in open addressing: a lookup hashes with one
/// multiplication.
///
/// Kept for speed, twice over. A lookup costs no SipHash: against a
/// `[ObjectIdentifier: AnyObject]`, a made service's lookup spends over a fifth fewer
/// instructions. And it is no `Dictionary` or `Set` of `ObjectIdentifier`: the first such type a
/// process makes in this library (built without the speed flag of Package.swift) makes the
/// runtime check `ObjectIdentifier: Hashable` by scanning every conformance of every loaded
/// library, 0.37 M of `bazaar open bazaar://home`'s instructions (Tools/Benchmarks/README.md).
struct TypeTable<Value> {
    private var ids = [ObjectIdentifier?](repeating: nil, count: 16)
    private var values = [Value?](repeating: nil, count: 16)
    /// How many ids have a value.
    private(set) var count = 0

    /// Creates an empty table.
    init() {}

    /// Where `id` would be were nothing in the way.
    private func home(of id: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (ids.count - 1)
    }

    /// Where `id` is, or the empty place where it would go.
    private func position(of id: ObjectIdentifier) -> Int {
        let mask = ids.count - 1
        var index = home(of: id)
        while let candidate = ids[index], candidate != id { index = (index + 1) & mask }
        return index
    }

    /// The value of `id`, if any; setting `nil` removes it.
    subscript(id: ObjectIdentifier) -> Value? {
        get { values[position(of: id)] }
        set {
            if let newValue {
                insert(newValue, for: id)
            } else {
                remove(id)
            }
        }
    }

    /// Whether `id` has a value.
    func contains(_ id: ObjectIdentifier) -> Bool {
        ids[position(of: id)] != nil
    }

    /// Every id with its value, in no particular order.
    var elements: [(id: ObjectIdentifier, value: Value)] {
        var elements: [(id: ObjectIdentifier, value: Value)] = []
        elements.reserveCapacity(count)
        for case (let id?, let value?) in zip(ids, values) { elements.append((id, value)) }
        return elements
    }

    /// Files `value` under `id`, replacing the one there.
    mutating func insert(_ value: Value, for id: ObjectIdentifier) {
        if (count + 1) * 2 > ids.count { grow() }
        let index = position(of: id)
        if ids[index] == nil { count += 1 }
        ids[index] = id
        values[index] = value
    }

    /// Removes the value of `id`, moving back the ids after it that could sit closer to home.
    mutating func remove(_ id: ObjectIdentifier) {
        let mask = ids.count - 1
        var hole = position(of: id)
        guard ids[hole] != nil else { return }
        ids[hole] = nil
        values[hole] = nil
        count -= 1
        var next = (hole + 1) & mask
        while let candidate = ids[next] {
            // The candidate may fill the hole unless its home lies after the hole, up to it.
            let distanceToHole = (hole &- home(of: candidate)) & mask
            let distanceToNext = (next &- home(of: candidate)) & mask
            if distanceToHole < distanceToNext {
                ids[hole] = candidate
                values[hole] = values[next]
                ids[next] = nil
                values[next] = nil
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func grow() {
        let old = zip(ids, values)
        ids = [ObjectIdentifier?](repeating: nil, count: ids.count * 2)
        values = [Value?](repeating: nil, count: values.count * 2)
        count = 0
        for case (let id?, let value?) in old { insert(value, for: id) }
    }
}

extension TypeTable: Sendable where Value: Sendable {}
