import CartContract
import Common
import OrderContract

/// How a session starts on a route when the shell is asked to (`shell Order --start URL`): with
/// the payload its real caller would hand over, made from the stand-ins' data.
public enum StandInPayloads {
    /// The stand-in cart's sample lines (`StandInCartService.sampleLines`) as checkout lines,
    /// named and priced by the goods stand-in's catalogue: 2 × 901 and 1 × 903, ¥40.00.
    public static let checkoutLines = checkoutLines(in: .english)

    /// `checkoutLines` with the items named in `language`.
    public static func checkoutLines(in language: Language) -> [CheckoutLine] {
        let catalogue = StandInGoodsService.catalogue(in: language)
        return StandInCartService.sampleLines.compactMap { line in
            catalogue.first { $0.id == line.goodsID }.map { CheckoutLine(item: $0, quantity: line.quantity) }
        }
    }

    /// The start for `route`, its payload's items named in `language`. Checkout gets
    /// `checkoutLines`, the lines of the stand-in cart, which then starts with them
    /// (`sampleCart`). Pay's payload is the checkout page's own ticket, which only that page's
    /// Pay link carries: pay starts on checkout and follows it. Any other route starts as it is.
    public static func start(for route: any Route, language: Language = .english) -> StandInStart {
        let id = ObjectIdentifier(type(of: route))
        if id == ObjectIdentifier(OrderCheckout.self) {
            return StandInStart(route: route, payload: checkoutLines(in: language), sampleCart: true)
        }
        if id == ObjectIdentifier(OrderPay.self) {
            return StandInStart(
                route: OrderCheckout(), payload: checkoutLines(in: language), sampleCart: true,
                follow: OrderPay())
        }
        return StandInStart(route: route)
    }
}
