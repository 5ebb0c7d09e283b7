import AccountContract
import CartContract
import Common
import OrderContract

/// The handlers of Order's routes. Services of other modules are looked up on each request.
struct OrderRouteHandlers: Sendable {
    let hub: Hub
    let history: OrderHistory
    let strings: StringTable

    /// `OrderCheckout`: checks the route's lines and shows the checkout page; when nobody is
    /// logged in, shows Account's log-in page instead, with a completion that puts the
    /// checkout page in its place once someone logs in.
    func checkout(_ route: OrderCheckout, _ request: RouteRequest<OrderCheckout>) async throws -> RouteOutcome<Never> {
        let basket = try CheckoutBasket(lines: route.lines, strings: strings)
        let cart = try await hub.service((any CartService).self)
        let revision: Int
        do throws(CartError) {
            revision = try cart.snapshot().revision
        } catch {
            throw RouteError.handlerFailed(
                reason: strings("error.cartFailed", ["reason": strings(error.key, error.values)]))
        }
        let page = CheckoutPage(hub: hub, basket: basket, cartRevision: revision, strings: strings)
        guard try await currentUser() == nil else { return .page(page) }
        let navigator = request.navigator
        let continueCheckout = RouteCompletion<AccountUser> { _ in navigator?.replaceTop(with: page) }
        switch try await hub.open(AccountLogin(), completion: continueCheckout, navigator: navigator) {
        case .page(let login): return .page(login)
        // Someone logged in at once: the checkout page itself.
        case .value: return .page(page)
        }
    }

    /// `OrderPay`: pays for what the checkout page the link was on showed (see ``Payment``),
    /// posts `OrderPlaced` and answers the confirmation page. Anything changed since the page
    /// was drawn (the user, the cart's lines, a price): `RouteError.declined` saying what, nothing
    /// placed, and the navigator's top is the fresh checkout. Nobody logged in is declined
    /// first, with or without a ticket, as the shop's rule it is.
    func pay(_ route: OrderPay, _ request: RouteRequest<OrderPay>) async throws -> RouteOutcome<Never> {
        let user = try await currentUser()
        guard !route.lines.isEmpty else {
            guard user != nil else {
                throw RouteError.declined(code: "order.notLoggedIn", message: strings("error.notLoggedIn"))
            }
            throw RouteError.handlerFailed(reason: strings("error.noTicket"))
        }
        let ticket = CheckoutTicket(
            basket: try CheckoutBasket(lines: route.lines, strings: strings), cartRevision: route.cartRevision,
            userID: route.userID)
        let order = try await Payment(hub: hub, history: history, strings: strings).pay(
            ticket, navigator: request.navigator)
        await hub.post(OrderPlaced(order: order))
        // The pay link lives only on the checkout page, the navigator's top: take it off the
        // stack, so going back cannot offer the paid lines again.
        request.navigator?.pop()
        return .page(OrderConfirmationPage(order: order, userName: user?.name ?? order.userID, strings: strings))
    }

    /// `OrderList`: the user's orders, or the log-in-required page; an error when the history cannot be read.
    func list() async throws -> RouteOutcome<Never> {
        guard let user = try await currentUser() else { return .page(LoginRequiredPage(strings: strings)) }
        // A history that cannot be read fails here, naming its file, rather than in the page.
        _ = try history.orders(userID: user.id)
        return .page(OrderListPage(hub: hub, history: history, strings: strings))
    }

    /// `OrderDetail`: one of the user's orders; another user's or an unknown number is an
    /// error naming the number.
    func detail(_ route: OrderDetail) async throws -> RouteOutcome<Never> {
        guard let user = try await currentUser() else { return .page(LoginRequiredPage(strings: strings)) }
        guard try history.order(id: route.id, userID: user.id) != nil else {
            throw RouteError.declined(
                code: "order.unknownOrder", message: strings("error.unknownOrder", ["id": String(route.id)]))
        }
        return .page(OrderDetailPage(hub: hub, history: history, orderID: route.id, strings: strings))
    }

    /// The logged-in user's order numbers, lowest to highest, for an `id` parameter: what an
    /// order number that is no whole number, or one too large, is told to be. `nil` when nobody
    /// is logged in, the user has no orders or they cannot be read.
    func orderNumbers(_ parameter: String) async -> ClosedRange<Int>? {
        guard parameter == "id", let user = try? await currentUser(),
            let numbers = try? history.orders(userID: user.id).map(\.id), let first = numbers.min(),
            let last = numbers.max()
        else { return nil }
        return first...last
    }

    /// The logged-in user; an account that cannot be read fails worded in Order's strings.
    private func currentUser() async throws -> AccountUser? {
        let account = try await account()
        do throws(AccountError) {
            return try account.currentUser()
        } catch {
            throw RouteError.handlerFailed(reason: ErrorSentence.of(error, strings.string))
        }
    }

    private func account() async throws(ServiceError) -> any AccountService {
        try await hub.service((any AccountService).self)
    }
}
