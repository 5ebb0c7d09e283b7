/// Identifies one subscription; give it back to `EventBus.unsubscribe` to end it.
public struct SubscriptionToken: Hashable, Sendable {
    let event: ObjectIdentifier
    let serial: UInt64
}
