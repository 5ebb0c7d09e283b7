/// The cart's content changed.
public struct CartChanged: Event {
    /// How many items (sum of quantities) the cart now holds.
    public let itemCount: Int
    /// Creates the event.
    public init(itemCount: Int) { self.itemCount = itemCount }
}
