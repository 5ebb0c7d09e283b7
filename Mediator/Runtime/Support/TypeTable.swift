/// Values by type identity in open addressing, hashed with one multiplication. Kept for speed: no
/// SipHash (a made service's lookup a fifth cheaper than a dictionary's), and no first `Dictionary`
/// of `ObjectIdentifier`, which scanned every conformance (0.37 M instructions of the start).
struct TypeTable<Value> {
    private var ids = [ObjectIdentifier?](repeating: nil, count: 16)
    private var values = [Value?](repeating: nil, count: 16)
    private(set) var count = 0

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

    /// The value of `id`. Setting `nil` does nothing: the runtime's tables only grow.
    subscript(id: ObjectIdentifier) -> Value? {
        get { values[position(of: id)] }
        set { if let newValue { insert(newValue, for: id) } }
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

    private mutating func grow() {
        let old = zip(ids, values)
        ids = [ObjectIdentifier?](repeating: nil, count: ids.count * 2)
        values = [Value?](repeating: nil, count: values.count * 2)
        count = 0
        for case (let id?, let value?) in old { insert(value, for: id) }
    }
}

extension TypeTable: Sendable where Value: Sendable {}
