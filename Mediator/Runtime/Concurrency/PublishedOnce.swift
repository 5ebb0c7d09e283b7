import Synchronization

/// A reference published once, then read without a lock. (Not `AtomicLazyReference`: its `load`
/// is not specialised in the client, and cost a route lookup 570 instructions where this costs a load.)
final class PublishedOnce<Value: AnyObject & Sendable>: Sendable {
    private let storage = Atomic<Unmanaged<Value>?>(nil)

    init() {}

    var value: Value? {
        storage.load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// Publishes `value` unless one is published already; answers whether it did.
    @discardableResult
    func publish(_ value: Value) -> Bool {
        let retained = Unmanaged.passRetained(value)
        let (published, _) = storage.compareExchange(
            expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if !published { retained.release() }
        return published
    }

    deinit {
        storage.load(ordering: .acquiring)?.release()
    }
}
