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
    /// What happened, for a person.
    public typealias Result = ActionOutcome
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
    /// What happened, for a person.
    public typealias Result = ActionOutcome
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
    /// What happened, for a person.
    public typealias Result = ActionOutcome
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

    /// Decodes `id` and `qty`; a `qty` that is not a whole number in `quantities` (`abc`, empty,
    /// `100`) is `RouteError.invalidParameter` naming the range: a parameter out of range is
    /// malformed input (exit code 2), like one of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            qty: try Self.quantity(.qty, in: Self.quantities, from: container, route: Self.pattern))
    }

    /// The value of the quantity `key` (`nil` when absent); one that is not a whole number in
    /// `range` is `RouteError.invalidParameter` whose expected type names the range.
    static func quantity<Key: CodingKey>(
        _ key: Key, in range: ClosedRange<Int>, from container: KeyedDecodingContainer<Key>, route: String
    ) throws -> Int? {
        let given: String
        do {
            guard let value = try container.decodeIfPresent(Int.self, forKey: key) else { return nil }
            guard !range.contains(value) else { return value }
            given = String(value)
        } catch RouteError.invalidParameter(name: _, let value, expected: _, route: _) {
            given = value
        }
        throw RouteError.invalidParameter(
            name: key.stringValue, value: given, expected: .wholeNumbers(range), route: route)
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
        let id = try container.decode(Int.self, forKey: .id)
        guard let qty = try CartAdd.quantity(.qty, in: Self.quantities, from: container, route: Self.pattern) else {
            throw RouteError.missingParameter(
                name: CodingKeys.qty.stringValue, expected: .wholeNumbers(Self.quantities), route: Self.pattern)
        }
        self.init(
            id: id, qty: qty,
            from: try CartAdd.quantity(.from, in: CartAdd.quantities, from: container, route: Self.pattern))
    }
}
