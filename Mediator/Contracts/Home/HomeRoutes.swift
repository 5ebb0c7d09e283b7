/// The landing page.
public struct HomePage: Route {
    /// `home`
    public static let pattern = "home"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "the landing page",
        "zh-Hans": "首页",
    ]
    /// Creates the route.
    public init() {}
}
