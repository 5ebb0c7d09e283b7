import Synchronization

/// A value published once, then read without a lock. (Not `AtomicLazyReference`: its `load`
/// is not specialised in the client, and cost a route lookup 570 instructions where this costs a load.)
final class PublishedOnce<Value: Sendable>: Sendable {
    final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage = Atomic<Unmanaged<Box>?>(nil)

    /// The box, so a reader borrows the value rather than copying it.
    var box: Box? {
        storage.load(ordering: .acquiring)?.takeUnretainedValue()
    }

    var value: Value? { box?.value }

    /// Publishes `value` unless one is published already.
    func publish(_ value: Value) {
        let retained = Unmanaged.passRetained(Box(value))
        let (published, _) = storage.compareExchange(
            expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if !published { retained.release() }
    }

    deinit {
        storage.load(ordering: .acquiring)?.release()
    }
}
