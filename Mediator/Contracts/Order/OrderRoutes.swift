import AccountContract

/// Checkout: review the lines and pay. Native only: it carries its lines, which no URL can
/// carry, as its own typed property. Requires a logged-in user.
public struct OrderCheckout: Route {
    /// `order/checkout`
    public static let pattern = "order/checkout"
    /// Only for a logged-in user: Account's guard asks for a log-in first, then resumes.
    public static let requirements: [RouteRequirement] = [.loggedIn]
    /// Only from inside the app.
    public static let isNativeOnly = true
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "review and pay the cart's lines (native only, payload [CheckoutLine])",
        "zh-Hans": "核对并支付购物车中的商品（仅限原生，载荷 [CheckoutLine]）",
    ]
    /// The lines to check out; none is refused.
    public var lines: [CheckoutLine]
    /// Creates the route.
    public init(lines: [CheckoutLine] = []) { self.lines = lines }
}

/// Action: pay for what a checkout page showed. Native only: paying is never a link from
/// outside. It carries exactly what the checkout page showed (its lines, the cart's revision
/// and the payer), which paying checks against the state now: it places only what that user,
/// those prices and those cart lines (unchanged since that revision) still make true. With no
/// lines it carries no checkout page's ticket and is refused.
public struct OrderPay: Route {
    /// `order/pay`
    public static let pattern = "order/pay"
    /// Only for a logged-in user: Account's guard asks for a log-in first, then resumes.
    public static let requirements: [RouteRequirement] = [.loggedIn]
    /// Only from inside the app.
    public static let isNativeOnly = true
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "pay for a checkout page's lines (native only, payload from its Pay link)",
        "zh-Hans": "支付结算页上的商品（仅限原生，载荷来自其支付链接）",
    ]
    /// The lines the checkout page showed.
    public var lines: [CheckoutLine]
    /// The cart's revision when that checkout was opened.
    public var cartRevision: Int
    /// Who the page said was paying, or `nil` when it said nobody was logged in.
    public var userID: String?
    /// Creates the route.
    public init(lines: [CheckoutLine] = [], cartRevision: Int = 0, userID: String? = nil) {
        self.lines = lines
        self.cartRevision = cartRevision
        self.userID = userID
    }
}

/// The logged-in user's orders.
public struct OrderList: Route {
    /// `order/list`
    public static let pattern = "order/list"
    /// Only for a logged-in user: Account's guard asks for a log-in first, then resumes.
    public static let requirements: [RouteRequirement] = [.loggedIn]
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "the logged-in user's orders",
        "zh-Hans": "已登录用户的订单",
    ]
    /// Creates the route.
    public init() {}
}

/// One order.
public struct OrderDetail: Route {
    /// `order/detail/:id`
    public static let pattern = "order/detail/:id"
    /// Only for a logged-in user: Account's guard asks for a log-in first, then resumes.
    public static let requirements: [RouteRequirement] = [.loggedIn]
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "one order of the logged-in user",
        "zh-Hans": "已登录用户的单个订单",
    ]
    /// The order's number.
    public var id: Int
    /// Creates the route.
    public init(id: Int) { self.id = id }
}
