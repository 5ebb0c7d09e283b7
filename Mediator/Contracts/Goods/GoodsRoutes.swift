/// The catalogue, optionally filtered by category.
public struct GoodsList: Route {
    /// `goods/list`, with an optional `category` query.
    public static let pattern = "goods/list"
    /// One line for introspection.
    public static let summary = "the catalogue, optionally one category"
    /// A category key, as in `tea`; `nil` for all.
    public var category: String?
    /// Creates the route.
    public init(category: String? = nil) { self.category = category }
}

/// One item's page.
public struct GoodsDetail: Route {
    /// `goods/detail/:id`
    public static let pattern = "goods/detail/:id"
    /// One line for introspection.
    public static let summary = "one item with its price and stock"
    /// The item's id.
    public var id: Int
    /// Creates the route.
    public init(id: Int) { self.id = id }
}
