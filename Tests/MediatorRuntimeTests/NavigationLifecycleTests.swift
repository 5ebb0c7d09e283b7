import MediatorRuntime
import Testing

private func ids(_ navigator: Navigator) -> [Int] {
    navigator.stack.compactMap { ($0 as? LedgerPage)?.id }
}

@Suite("Navigation lifecycle calls never interleave")
struct NavigationLifecycleTests {
    @Test func aHookThatPushesRunsAfterTheCurrentChangesCalls() throws {
        let hub = Hub(configuration: .init(router: .init(scheme: "bazaar")))
        let navigator = Navigator(hub: hub)
        let ledger = LifecycleLedger()
        let pushed = LockedBox(false)
        navigator.push(ledger.page(1))
        navigator.push(
            ledger.page(2) {
                let first = pushed.withLock { pushed in
                    defer { pushed = true }
                    return !pushed
                }
                guard first else { return }
                navigator.push(ledger.page(3))
            })
        #expect(ledger.violations.isEmpty)
        #expect(ids(navigator) == [1, 2, 3])
        #expect(ledger.active == [3])
        navigator.popToRoot()
        #expect(ledger.violations.isEmpty)
        #expect(ledger.active == [1])
        #expect(ledger.unmounts == [2: 1, 3: 1])
    }

    @Test func aHookThatPopsAndReplacesKeepsEveryPageConsistent() throws {
        let hub = Hub(configuration: .init(router: .init(scheme: "bazaar")))
        let navigator = Navigator(hub: hub)
        let ledger = LifecycleLedger()
        navigator.push(ledger.page(1))
        // Page 2 redirects: as soon as it is active it replaces itself with page 3.
        navigator.push(ledger.page(2) { navigator.replaceTop(with: ledger.page(3)) })
        #expect(ledger.violations.isEmpty)
        #expect(ids(navigator) == [1, 3])
        #expect(ledger.active == [3])
        #expect(ledger.mounts == [1: 1, 2: 1, 3: 1])
        #expect(ledger.unmounts == [2: 1])
    }
}
