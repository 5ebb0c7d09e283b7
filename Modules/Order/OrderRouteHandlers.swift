import Common
import Mediator

/// The handlers of Order's routes. Services of other modules are looked up on each request.
struct OrderRouteHandlers: Sendable {
    let hub: Hub
    let history: OrderHistory
    let strings: StringTable

    /// `OrderCheckout`: checks the `[CheckoutLine]` payload and shows the checkout page; when
    /// nobody is logged in, shows Account's log-in page instead, with a completion that puts
    /// the checkout page in its place once someone logs in.
    func checkout(_ request: RouteRequest) throws -> RouteOutcome {
        let basket = try basket(from: request)
        let page = CheckoutPage(hub: hub, basket: basket, strings: strings)
        guard try account().currentUser() == nil else { return .page(page) }
        let navigator = request.navigator
        let continueCheckout = RouteCompletion { result in
            if case .value(let value) = result, value is AccountUser {
                navigator?.replaceTop(with: page)
            }
        }
        return try hub.open(AccountLogin(), completion: continueCheckout, navigator: navigator)
    }

    /// `OrderPay`: reserves the stock (all or none), saves the order, posts `OrderPlaced` and
    /// answers the confirmation page. Out of stock or nobody logged in: an error, nothing saved.
    func pay(_ request: RouteRequest) throws -> RouteOutcome {
        let basket = try basket(from: request)
        guard let user = try account().currentUser() else { throw OrderFailure(strings("error.notLoggedIn")) }
        let goods = try hub.service((any GoodsService).self)
        let order = try history.place(basket, userID: user.id) { (quantities) throws(GoodsError) in
            try goods.reserve(quantities)
        }
        hub.post(OrderPlaced(order: order))
        // The pay link lives only on the checkout page, the navigator's top: take it off the
        // stack, so going back cannot pay for the same lines twice.
        request.navigator?.pop()
        return .page(OrderConfirmationPage(order: order, userName: user.name, strings: strings))
    }

    /// `OrderList`: the user's orders, or the log-in-required page.
    func list(_ request: RouteRequest) throws -> RouteOutcome {
        guard try account().currentUser() != nil else { return .page(LoginRequiredPage(strings: strings)) }
        return .page(OrderListPage(hub: hub, history: history, strings: strings))
    }

    /// `OrderDetail`: one of the user's orders; another user's or an unknown number is an
    /// error naming the number.
    func detail(_ route: OrderDetail) throws -> RouteOutcome {
        guard let user = try account().currentUser() else { return .page(LoginRequiredPage(strings: strings)) }
        guard try history.order(id: route.id, userID: user.id) != nil else {
            throw OrderFailure(strings("error.unknownOrder", ["id": String(route.id)]))
        }
        return .page(OrderDetailPage(hub: hub, history: history, orderID: route.id, strings: strings))
    }

    private func account() throws(ServiceError) -> any AccountService {
        try hub.service((any AccountService).self)
    }

    private func basket(from request: RouteRequest) throws(OrderFailure) -> CheckoutBasket {
        guard let lines = request.payload(as: [CheckoutLine].self) else {
            throw OrderFailure(strings("error.noLines"))
        }
        return try CheckoutBasket(lines: lines, strings: strings)
    }
}
