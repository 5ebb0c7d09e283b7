import AccountContract
import CartContract
import Common
import GoodsContract
import OrderContract

/// The Order module: checkout of the cart's lines, payment, and the order history.
///
/// Checkout and payment are native-only: the lines arrive as the routes' own `[CheckoutLine]`.
/// Every route requires a logged-in user (declared in the contract; Account's guard asks for the
/// log-in and resumes the request after it); paying takes the ordered lines from the cart through
/// `CartService` and reserves stock through `GoodsService`, all or nothing even across a crash
/// (``Payment``, logged in the "payments" state document). It keeps the history in the "orders"
/// state document, provides `OrderService` (which also finishes payments a crash cut short),
/// posts `OrderPlaced`, and forgets a user's orders when it hears `AccountDeleted`.
public struct OrderModule: BusinessModule {
    /// `Order`.
    public let name = "Order"
    /// Account (who is logged in), Goods (prices and stock) and Cart (the lines paid for).
    public let consumes = [
        ServiceKey((any AccountService).self), ServiceKey((any GoodsService).self), ServiceKey((any CartService).self),
    ]
    /// `OrderPlaced` (named when introspection asks, not at every start).
    public var posts: [String] { [OrderPlaced.eventName] }

    private let strings: StringTable
    private let history: OrderHistory

    /// Loads the module's strings; orders are kept in `store`.
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        let resources = ResourceDirectory.of("Bazaar_Order") { .module }  // no Bundle made when not needed
        let strings = try StringTable.load(
            resourceDirectory: resources, language: language, languages: language.withFallback)
        self.strings = strings
        self.history = OrderHistory(store: store, strings: strings)
    }

    /// Registers the four order routes and `OrderService`.
    public func register(in registrar: inout ModuleRegistrar) {
        let history = self.history
        let handlers = OrderRouteHandlers(hub: registrar.hub, history: history, strings: strings)
        let payment = Payment(hub: registrar.hub, history: history, strings: strings)
        registrar.service((any OrderService).self) { LiveOrderService(payment: payment) }
        registrar.route(OrderCheckout.self) { route, _ in try await handlers.checkout(route) }
        registrar.route(OrderPay.self) { route, request in try await handlers.pay(route, request) }
        registrar.route(OrderList.self) { _, _ in try await handlers.list() }
        registrar.route(OrderDetail.self, wholeNumbers: { await handlers.orderNumbers($0) }) { route, _ in
            try await handlers.detail(route)
        }
    }

    /// Forgets a deleted account's orders.
    public func setUp(hub: Hub) throws {
        let history = self.history
        hub.subscribe(AccountDeleted.self, owner: name) { event in
            try history.removeOrders(userID: event.userID)
        }
    }
}
