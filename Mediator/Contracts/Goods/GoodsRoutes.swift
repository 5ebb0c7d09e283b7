/// The catalogue, optionally filtered by category.
public struct GoodsList: Route {
    /// `goods/list`, with an optional `category` query.
    public static let pattern = "goods/list"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "the catalogue, optionally one category",
        "zh-Hans": "商品目录，可只看一个分类",
    ]
    /// A category key, as in `tea`; `nil` for all.
    public var category: String?
    /// Creates the route.
    public init(category: String? = nil) { self.category = category }
}

/// One item's page.
public struct GoodsDetail: Route {
    /// `goods/detail/:id`
    public static let pattern = "goods/detail/:id"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "one item with its price and stock",
        "zh-Hans": "单个商品及其价格和库存",
    ]
    /// The item's id.
    public var id: Int
    /// Creates the route.
    public init(id: Int) { self.id = id }
}
