/// The landing page.
public struct HomePage: Route {
    /// `home`
    public static let pattern = "home"
    /// One line for introspection.
    public static let summary = "the landing page"
    /// Creates the route.
    public init() {}
}
