/// An order was paid; the cart it came from is done with.
public struct OrderPlaced: Event {
    /// The order.
    public let order: OrderSummary
    /// Creates the event.
    public init(order: OrderSummary) { self.order = order }
}
