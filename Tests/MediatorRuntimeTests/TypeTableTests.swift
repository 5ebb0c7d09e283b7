import Testing

// @testable: tests the internal table the registry, the bus and the route table keep by type.
@testable import MediatorRuntime

/// Objects whose identities key the table (kept alive, so no identity is reused).
private final class Key: Sendable {}

@Suite struct TypeTableTests {
    /// Inserts, replaces and looks up at random, as a dictionary does the same, through several growths.
    @Test(arguments: [1, 2, 3, 42] as [UInt64])
    func behavesAsADictionary(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let keys = (0..<300).map { _ in Key() }
        var table = TypeTable<Int>()
        var expected: [ObjectIdentifier: Int] = [:]
        for step in 0..<5_000 {
            let id = ObjectIdentifier(keys[Int(generator.next() % UInt64(keys.count))])
            if generator.next() % 3 == 0 {
                table[id] = nil  // does nothing: the table only grows
            } else {
                table[id] = step
                expected[id] = step
            }
            #expect(table[id] == expected[id])
            #expect(table.count == expected.count)
        }
        for key in keys {
            let id = ObjectIdentifier(key)
            #expect(table[id] == expected[id])
        }
        #expect(table.elements.count == expected.count)
        for (id, value) in table.elements { #expect(expected[id] == value) }
    }
}
