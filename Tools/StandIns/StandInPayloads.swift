import Mediator

/// The payloads a route needs when a session starts on it (`shell Order --start URL`), made
/// from the stand-ins' data: what the real caller would have handed over.
public enum StandInPayloads {
    /// The stand-in cart's sample lines (`StandInCartService.sampleLines`) as checkout lines,
    /// named and priced by the goods stand-in's catalogue: 2 × 901 and 1 × 903.
    public static let checkoutLines: [CheckoutLine] = StandInCartService.sampleLines.compactMap { line in
        StandInGoodsService.catalogue.first { $0.id == line.goodsID }.map { item in
            CheckoutLine(
                goodsID: item.id, name: item.name, quantity: line.quantity, unitPriceMinorUnits: item.priceMinorUnits)
        }
    }

    /// The payload a route of this type receives from its real caller, or `nil` when it takes
    /// none: checkout and pay take `checkoutLines` (as Cart's checkout link hands them over).
    public static func payload(for route: any Route.Type) -> (any Sendable)? {
        let id = ObjectIdentifier(route)
        if id == ObjectIdentifier(OrderCheckout.self) || id == ObjectIdentifier(OrderPay.self) {
            return checkoutLines
        }
        return nil
    }
}
