import MediatorRuntime
import Testing

private protocol Counter: Sendable {
    func next() -> Int
}

/// A stateful stand-in: each call counts one more.
private final class CountingCounter: Counter {
    private let count = LockedBox(0)
    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}

private protocol Other: Sendable {}
private final class OtherStandIn: Other {}

private struct Nobody: BusinessModule {
    let name = "Nobody"
    func register(in registrar: inout ModuleRegistrar) {}
}

/// Overrides nested inside others keep the outer replacements as they are.
@Suite struct OverrideNestingTests {
    @Test(arguments: [false, true])
    func aNestedRunKeepsTheOuterStandIn(innerAddsAService: Bool) async throws {
        let hub = try await Hub.build([Nobody()], router: .init(scheme: "test"))
        var outer = Overrides()
        outer.service((any Counter).self) { _ in CountingCounter() }
        try await outer.run { () async throws in
            #expect(try await hub.service((any Counter).self).next() == 1)
            var inner = Overrides()
            if innerAddsAService { inner.service((any Other).self) { _ in OtherStandIn() } }
            try await inner.run { () async throws in
                #expect(try await hub.service((any Counter).self).next() == 2, "the same stand-in, its state kept")
            }
            #expect(try await hub.service((any Counter).self).next() == 3)
        }
    }

    @Test func aSecondRunOfTheSameOverridesMakesItsStandInAfresh() async throws {
        let hub = try await Hub.build([Nobody()], router: .init(scheme: "test"))
        var overrides = Overrides()
        overrides.service((any Counter).self) { _ in CountingCounter() }
        try await overrides.run { () async throws in #expect(try await hub.service((any Counter).self).next() == 1) }
        try await overrides.run { () async throws in #expect(try await hub.service((any Counter).self).next() == 1) }
    }
}
