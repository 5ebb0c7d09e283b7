/// The cart with its totals.
public struct CartShow: Route {
    /// `cart`
    public static let pattern = "cart"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "the cart with line totals and the total",
        "zh-Hans": "购物车，含每行小计和总计",
    ]
    /// Creates the route.
    public init() {}
}

/// Action: add an item to the cart; answers an `ActionOutcome` (`cart.added`). Open to outside links
/// (`bazaar://cart/add?id=3&qty=2`); the price always comes from the goods service.
public struct CartAdd: Route {
    /// `cart/add`, with `id` and optional `qty` (default 1).
    public static let pattern = "cart/add"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "add an item to the cart (action)",
        "zh-Hans": "把商品加入购物车（操作）",
    ]
    /// The goods item's id.
    public var id: Int
    /// How many; 1 when absent.
    public var qty: Int?
    /// Creates the route.
    public init(id: Int, qty: Int? = nil) {
        self.id = id
        self.qty = qty
    }
}

/// Action: set an item's quantity in the cart (zero removes it). With `from`, only if the line
/// still holds that quantity: the cart page's `+1`/`−1` links carry the quantity they showed, so
/// a stale link never overwrites another terminal's change (declined `cart.quantityChanged`).
public struct CartSetQuantity: Route {
    /// `cart/quantity/:id`, with `qty` and optional `from`.
    public static let pattern = "cart/quantity/:id"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "set an item's quantity (action)",
        "zh-Hans": "设置商品数量（操作）",
    ]
    /// The goods item's id.
    public var id: Int
    /// The new quantity, 0 to 99.
    public var qty: Int
    /// The quantity the line must hold now (1 to 99), as the page that made the link showed it;
    /// absent (a URL typed by hand): set whatever the line holds.
    public var from: Int?
    /// Creates the route.
    public init(id: Int, qty: Int, from: Int? = nil) {
        self.id = id
        self.qty = qty
        self.from = from
    }
}

/// Action: remove an item from the cart.
public struct CartRemove: Route {
    /// `cart/remove/:id`
    public static let pattern = "cart/remove/:id"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "remove an item from the cart (action)",
        "zh-Hans": "从购物车移除商品（操作）",
    ]
    /// The goods item's id.
    public var id: Int
    /// Creates the route.
    public init(id: Int) { self.id = id }
}

extension CartAdd {
    /// How many of an item one request may add.
    public static let quantities = 1...99

    /// Decodes `id` and `qty`; a `qty` outside `quantities` is `RouteError.invalidParameter`:
    /// a parameter out of range is malformed input (exit code 2), like one of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            qty: try container.decodeIfPresent(Int.self, forKey: .qty))
        if let qty { try Self.check(quantity: qty, in: Self.quantities, route: Self.pattern) }
    }

    /// Throws `RouteError.invalidParameter` naming `name` (`qty` unless said) when `quantity` is
    /// outside `range`.
    static func check(
        quantity: Int, in range: ClosedRange<Int>, route: String, name: String = "qty"
    ) throws(RouteError) {
        guard range.contains(quantity) else {
            throw .invalidParameter(
                name: name, value: String(quantity),
                expectedType: "a whole number from \(range.lowerBound) to \(range.upperBound)", route: route)
        }
    }
}

extension CartSetQuantity {
    /// The quantities a line may be set to; zero removes it.
    public static let quantities = 0...CartAdd.quantities.upperBound

    /// Decodes `id`, `qty` and `from`; a `qty` outside `quantities` or a `from` outside 1 to 99
    /// (`CartAdd.quantities`) is `RouteError.invalidParameter`: malformed input, as a `qty` that
    /// is not a number is.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id), qty: try container.decode(Int.self, forKey: .qty),
            from: try container.decodeIfPresent(Int.self, forKey: .from))
        try CartAdd.check(quantity: qty, in: Self.quantities, route: Self.pattern)
        if let from { try CartAdd.check(quantity: from, in: CartAdd.quantities, route: Self.pattern, name: "from") }
    }
}
