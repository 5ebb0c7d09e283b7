/// The cart's content changed: a notice for whoever shows its size, posted once the change is
/// saved. What a subscriber cannot do leaves the cart as saved and is not the changer's to
/// report: a subscriber that can fail says so itself.
public struct CartChanged: Event {
    /// How many items (sum of quantities) the cart now holds.
    public let itemCount: Int
    /// Creates the event.
    public init(itemCount: Int) { self.itemCount = itemCount }
}
