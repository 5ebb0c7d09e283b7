import AllContracts

/// A URL for every route the contracts list, with parameters that decode; with `--start` after
/// its preparations (earlier starts sharing a state directory), each opens without an error.
/// A route without parameters needs no sample (its pattern is its URL); one with parameters and
/// no sample fails the tests that walk the contracts, so a new route gets one.
enum RouteSamples {
    /// One route's sample.
    struct Sample {
        /// The path and query, as in `goods/detail/1`.
        let path: String
        /// Paths to start on first, in runs sharing the state directory (a cart line to change,
        /// an order to show, a user to delete).
        let preparations: [String]

        init(_ path: String, after preparations: [String] = []) {
            self.path = path
            self.preparations = preparations
        }
    }

    /// The samples by route pattern.
    static let samples: [String: Sample] = [
        "account": Sample("account"),
        "account/login": Sample("account/login"),
        "account/login/:user": Sample("account/login/alice"),
        "account/logout": Sample("account/logout", after: ["account/login/alice"]),
        "account/delete": Sample("account/delete", after: ["account/login/alice"]),
        "goods/list": Sample("goods/list?category=tea"),
        "goods/detail/:id": Sample("goods/detail/1"),
        "cart": Sample("cart"),
        "cart/add": Sample("cart/add?id=901&qty=2"),
        "cart/quantity/:id": Sample("cart/quantity/901?qty=3", after: ["cart/add?id=901"]),
        "cart/remove/:id": Sample("cart/remove/901", after: ["cart/add?id=901"]),
        "order/list": Sample("order/list"),
        "order/detail/:id": Sample("order/detail/1001", after: ["order/pay"]),
        "order/checkout": Sample("order/checkout"),
        "order/pay": Sample("order/pay"),
        "messages": Sample("messages"),
        "messages/:id": Sample("messages/1"),
        "messages/:id/follow": Sample("messages/1/follow"),
        "home": Sample("home"),
    ]

    /// The sample of the route with this pattern, or `nil` when it has parameters and no sample.
    static func sample(for pattern: String) -> Sample? {
        samples[pattern] ?? (pattern.contains(":") ? nil : Sample(pattern))
    }

    /// The sample URL of a route type, as in `bazaar://goods/detail/1`, or `nil`.
    static func url(for route: any Route.Type) -> String? {
        sample(for: route.pattern).map { "\(BazaarURL.scheme)://\($0.path)" }
    }
}
