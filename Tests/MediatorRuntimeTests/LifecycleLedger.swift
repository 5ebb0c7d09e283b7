import MediatorRuntime

/// Keeps every page's lifecycle calls and the rules they break: a second mount or unmount,
/// activation of an active page, deactivation of an inactive one, a call to a page that is
/// not mounted, and calls that overlap (a call starting while another is under way).
final class LifecycleLedger: Sendable {
    private struct State: Sendable {
        var mounts: [Int: Int] = [:]
        var unmounts: [Int: Int] = [:]
        var active: Set<Int> = []
        var callsUnderWay = 0
        var violations: [String] = []
    }

    private let state = LockedBox(State())

    /// A page that reports to this ledger.
    func page(_ id: Int, onActivate: (@Sendable () -> Void)? = nil) -> LedgerPage {
        LedgerPage(id: id, ledger: self, onActivate: onActivate)
    }

    /// The rules broken so far.
    var violations: [String] { state.withLock { $0.violations } }
    /// The pages active now.
    var active: Set<Int> { state.withLock { $0.active } }
    /// How many times each page was mounted.
    var mounts: [Int: Int] { state.withLock { $0.mounts } }
    /// How many times each page was unmounted.
    var unmounts: [Int: Int] { state.withLock { $0.unmounts } }

    fileprivate func call(_ id: Int, _ kind: String, then body: (@Sendable () -> Void)? = nil) {
        state.withLock { state in
            state.callsUnderWay += 1
            if state.callsUnderWay > 1 { state.violations.append("\(kind) \(id) overlaps another call") }
            let mounted = state.mounts[id, default: 0] > state.unmounts[id, default: 0]
            switch kind {
            case "mount":
                state.mounts[id, default: 0] += 1
                if state.mounts[id]! > 1 { state.violations.append("page \(id) mounted twice") }
            case "unmount":
                if !mounted { state.violations.append("page \(id) unmounted while not mounted") }
                if state.active.contains(id) { state.violations.append("page \(id) unmounted while active") }
                state.unmounts[id, default: 0] += 1
            case "activate":
                if !mounted { state.violations.append("page \(id) activated while not mounted") }
                if !state.active.insert(id).inserted { state.violations.append("page \(id) activated twice") }
            default:
                if state.active.remove(id) == nil { state.violations.append("page \(id) deactivated while inactive") }
            }
        }
        // Leave the call before running a hook's own moves, which make calls of their own later.
        state.withLock { $0.callsUnderWay -= 1 }
        body?()
    }
}

/// A page whose lifecycle calls go to a ledger.
struct LedgerPage: Page {
    let id: Int
    let ledger: LifecycleLedger
    let onActivate: (@Sendable () -> Void)?

    func content() -> PageContent { PageContent(title: "\(id)") }
    func willMount() { ledger.call(id, "mount") }
    func willActivate() { ledger.call(id, "activate", then: onActivate) }
    func willDeactivate() { ledger.call(id, "deactivate") }
    func willUnmount() { ledger.call(id, "unmount") }
}
