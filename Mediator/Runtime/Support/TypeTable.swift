/// Values by type identity in open addressing, hashed with one multiplication. Kept for speed: no
/// SipHash (a made service's lookup a fifth cheaper than a dictionary's), and no first `Dictionary`
/// of `ObjectIdentifier`, which scanned every conformance (0.37 M instructions of the start).
struct TypeTable<Value> {
    private var ids = [ObjectIdentifier?](repeating: nil, count: 16)
    private var values = [Value?](repeating: nil, count: 16)
    private(set) var count = 0

    init() {}

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

    /// The value of `id`; setting `nil` removes it.
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

    func contains(_ id: ObjectIdentifier) -> Bool {
        ids[position(of: id)] != nil
    }

    var elements: [(id: ObjectIdentifier, value: Value)] {
        var elements: [(id: ObjectIdentifier, value: Value)] = []
        elements.reserveCapacity(count)
        for case (let id?, let value?) in zip(ids, values) { elements.append((id, value)) }
        return elements
    }

    mutating func insert(_ value: Value, for id: ObjectIdentifier) {
        if (count + 1) * 2 > ids.count { grow() }
        let index = position(of: id)
        if ids[index] == nil { count += 1 }
        ids[index] = id
        values[index] = value
    }

    /// Removes `id`, moving back the ids after it that could sit closer to home.
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
