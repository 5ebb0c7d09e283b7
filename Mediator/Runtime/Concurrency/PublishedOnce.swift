import Synchronization

/// A reference published once and read without a lock from then on: a frozen route table, the
/// overrides a hub was built under.
///
/// One atomic word holds the reference, retained while it is published and released with the
/// holder. (Not Synchronization's `AtomicLazyReference`: its `load` is not specialised in the
/// client, and cost a route lookup 570 instructions where this costs a load.)
final class PublishedOnce<Value: AnyObject & Sendable>: Sendable {
    private let storage = Atomic<Unmanaged<Value>?>(nil)

    /// Nothing published yet.
    init() {}

    /// The published value, if any.
    var value: Value? {
        storage.load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// Publishes `value` unless a value is published already; answers whether it did.
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
