import CartContract
import Common
import OrderContract

/// How a session starts on a route when the shell is asked to (`shell Order --start URL`):
/// carrying the data its real caller would hand over, made from the stand-ins' data.
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

    /// A value of `type` when it is a route whose data no URL carries and the stand-ins make
    /// (checkout with `checkoutLines`, pay with nothing: see ``start(for:language:)``); `nil`
    /// for any other route, which its URL decodes to.
    public static func route(for type: any Route.Type, language: Language = .english) -> (any Route)? {
        let id = ObjectIdentifier(type)
        if id == ObjectIdentifier(OrderCheckout.self) { return OrderCheckout(lines: checkoutLines(in: language)) }
        if id == ObjectIdentifier(OrderPay.self) { return OrderPay() }
        return nil
    }

    /// The start for `route`, its items named in `language`. Checkout gets `checkoutLines`,
    /// the lines of the stand-in cart, which then starts with them (`sampleCart`). Pay carries
    /// what a checkout page showed, which only that page's Pay link has: pay starts on checkout
    /// and follows it. Any other route starts as it is.
    public static func start(for route: any Route, language: Language = .english) -> StandInStart {
        let id = ObjectIdentifier(type(of: route))
        if id == ObjectIdentifier(OrderCheckout.self) {
            return StandInStart(route: OrderCheckout(lines: checkoutLines(in: language)), sampleCart: true)
        }
        if id == ObjectIdentifier(OrderPay.self) {
            return StandInStart(
                route: OrderCheckout(lines: checkoutLines(in: language)), sampleCart: true, follow: OrderPay())
        }
        return StandInStart(route: route)
    }
}
