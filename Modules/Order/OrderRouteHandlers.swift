import AccountContract
import CartContract
import Common
import OrderContract

/// The handlers of Order's routes. Services of other modules are looked up on each request.
/// Every route here requires a logged-in user (`RouteRequirement.loggedIn`, declared in the
/// contract): Account's guard has seen to it before a handler runs, so none asks for a log-in.
struct OrderRouteHandlers: Sendable {
    let hub: Hub
    let history: OrderHistory
    let strings: StringTable

    /// `OrderCheckout`: checks the route's lines and shows the checkout page. The checkout is
    /// made now, from the cart as it is now: a cart that holds other lines than the route's (a
    /// log-in its guard asked for put the user's saved cart with them; another terminal changed
    /// it) is checked out as it is, and the page says the cart changed.
    func checkout(_ route: OrderCheckout) async throws -> RouteOutcome<Never> {
        var basket = try basket(route.lines, for: OrderCheckout.self)
        let service = try await hub.service((any CartService).self)
        let cart: CartSnapshot
        do throws(CartError) {
            cart = try service.snapshot()
        } catch {
            throw RouteError.handlerFailed(
                route: OrderCheckout.pattern,
                reason: strings("error.cartFailed", ["reason": strings(error.key, error.values)]))
        }
        var changed = false
        if let lines = await CheckoutBasket.lines(of: cart, in: hub), Set(lines) != Set(route.lines),
            let fresh = try? CheckoutBasket(checking: lines)
        {
            (basket, changed) = (fresh, true)
        }
        return .page(
            CheckoutPage(hub: hub, basket: basket, cartRevision: cart.revision, cartChanged: changed, strings: strings))
    }

    /// `OrderPay`: pays for what the checkout page the link was on showed (see ``Payment``),
    /// posts `OrderPlaced` and answers the confirmation page. Anything changed since the page
    /// was drawn (the user, the cart's lines, a price): `RouteError.declined` saying what, nothing
    /// placed, and the navigator's top is the fresh checkout (a payer who logged out since is
    /// declined there too).
    func pay(_ route: OrderPay, _ request: RouteRequest<OrderPay>) async throws -> RouteOutcome<Never> {
        guard !route.lines.isEmpty else {
            throw RouteError.handlerFailed(route: OrderPay.pattern, reason: strings("error.noTicket"))
        }
        let user = try await currentUser(for: OrderPay.self)
        let ticket = CheckoutTicket(
            basket: try basket(route.lines, for: OrderPay.self), cartRevision: route.cartRevision,
            userID: route.userID)
        let order = try await Payment(hub: hub, history: history, strings: strings).pay(
            ticket, navigator: request.navigator)
        let problems = ErrorSentence.causes(of: await hub.post(OrderPlaced(order: order)))
        // The pay link lives only on the checkout page, the navigator's top: take it off the
        // stack, so going back cannot offer the paid lines again.
        request.navigator?.pop()
        return .page(
            OrderConfirmationPage(
                order: order, userName: user?.name ?? order.userID, problems: problems, strings: strings))
    }

    /// `OrderList`: the user's orders; an error when the history cannot be read.
    func list() async throws -> RouteOutcome<Never> {
        let user = try await loggedInUser(for: OrderList.self)
        // A history that cannot be read fails here, naming its file, rather than in the page.
        _ = try reading(for: OrderList.self) { () throws(OrderError) in try history.orders(userID: user.id) }
        return .page(OrderListPage(hub: hub, history: history, strings: strings))
    }

    /// `OrderDetail`: one of the user's orders; another user's or an unknown number is an
    /// error naming the number.
    func detail(_ route: OrderDetail) async throws -> RouteOutcome<Never> {
        let user = try await loggedInUser(for: OrderDetail.self)
        let order = try reading(for: OrderDetail.self) { () throws(OrderError) in
            try history.order(id: route.id, userID: user.id)
        }
        guard order != nil else {
            throw RouteError.declined(
                route: OrderDetail.pattern, code: "order.unknownOrder",
                message: strings("error.unknownOrder", ["id": String(route.id)]))
        }
        return .page(OrderDetailPage(hub: hub, history: history, orderID: route.id, strings: strings))
    }

    /// The logged-in user's order numbers, lowest to highest, for an `id` parameter: what an
    /// order number that is no whole number, or one too large, is told to be. `nil` when nobody
    /// is logged in, the user has no orders or they cannot be read.
    func orderNumbers(_ parameter: String) async -> ClosedRange<Int>? {
        guard parameter == "id", let user = try? await currentUser(for: OrderDetail.self),
            let numbers = try? history.orders(userID: user.id).map(\.id), let first = numbers.min(),
            let last = numbers.max()
        else { return nil }
        return first...last
    }

    /// The logged-in user, whom the guard made sure of: someone who logged out since (in
    /// another terminal) is declined as Account's `notLoggedIn`.
    private func loggedInUser(for route: any Route.Type) async throws -> AccountUser {
        guard let user = try await currentUser(for: route) else {
            throw AccountError.notLoggedIn.routeError(for: route, strings.string)
        }
        return user
    }

    /// The logged-in user; an account that cannot be read fails `route` worded in Order's strings.
    private func currentUser(for route: any Route.Type) async throws -> AccountUser? {
        let account = try await account()
        do throws(AccountError) {
            return try account.currentUser()
        } catch {
            throw RouteError.handlerFailed(route: route.pattern, reason: ErrorSentence.of(error, strings.string))
        }
    }

    /// The checked basket of `lines`; lines that cannot be paid for fail `route`, saying what is wrong.
    private func basket(_ lines: [CheckoutLine], for route: any Route.Type) throws(RouteError) -> CheckoutBasket {
        do throws(CheckoutBasket.Problem) {
            return try CheckoutBasket(checking: lines)
        } catch {
            throw RouteError.handlerFailed(
                route: route.pattern, reason: CheckoutBasket.sentence(for: error, strings: strings))
        }
    }

    /// What `read` answers of the history; one that cannot be read fails `route`, naming its file.
    private func reading<Answer>(
        for route: any Route.Type, _ read: () throws(OrderError) -> Answer
    ) throws(RouteError) -> Answer {
        do throws(OrderError) {
            return try read()
        } catch {
            throw error.routeError(for: route, strings.string)
        }
    }

    private func account() async throws(ServiceError) -> any AccountService {
        try await hub.service((any AccountService).self)
    }
}
