/// A typed route, declared once in the contracts so that its callers and its handler share one
/// type: its stored properties are its parameters.
///
/// ```swift
/// public struct GoodsDetail: Route {
///     public static let pattern = "goods/detail/:id"
///     public var id: Int
/// }
/// ```
/// Native callers open it by value (`hub.open(GoodsDetail(id: 3))`); the remote URL
/// `bazaar://goods/detail/3` decodes into the same value. Properties the pattern names come from
/// the path, the others from the query, each under its coding key (any name, `path` included);
/// optionals may be absent. Binding refuses, naming the property, a type whose coding meets
/// anything but `String`, `Bool`, integers up to 64 bits, `Double`, `Float`, raw-value enums of
/// those and their optionals, or whose own `init(from:)` asks for a nested, unkeyed or
/// single-value container; a catch-all must be named (`files/*path`). A native-only route is
/// never decoded from a URL, so it may carry any `Codable` in-app data (checkout's lines). A route
/// with a `Result` hands its native caller that type. See <doc:Guarantees>.
///
/// Adopted by every route type the contracts declare; modules bind them and open them.
public protocol Route: Codable, Sendable {
    /// What the route answers besides a page: an action's outcome, or what it hands to a
    /// completion. `Never` (the default) for a route that only shows pages.
    associatedtype Result: Sendable = Never
    /// The pattern, as in `goods/detail/:id`.
    static var pattern: String { get }
    /// Whether only native callers may open it (payments, account deletion). Default `false`.
    static var isNativeOnly: Bool { get }
    /// One line saying what the route shows or does, in each language, for introspection.
    /// Default empty. Declare it with its type (`static let summary: RouteSummary = [...]`): a
    /// `static let summary = "..."` infers `String`, a different property the router never reads.
    static var summary: RouteSummary { get }
    /// Query names a remote URL may not set for this route (beyond its path parameters,
    /// which a query may never override). Default empty.
    static var reservedParameters: Set<String> { get }
    /// What must hold before the handler runs, as `[.loggedIn]`: each requirement's guard
    /// decides every request, from either entry, in this order (see `RouteRequirement`).
    /// Default none.
    static var requirements: [RouteRequirement] { get }
}

extension Route {
    /// Routes are open to remote callers unless they say otherwise.
    public static var isNativeOnly: Bool { false }
    /// No summary unless the route gives one.
    public static var summary: RouteSummary { "" }
    /// No reserved parameters unless the route names some.
    public static var reservedParameters: Set<String> { [] }
    /// No requirements unless the route declares some.
    public static var requirements: [RouteRequirement] { [] }

    /// Decodes the route from named text values as a URL would give them, path and query
    /// alike, throwing `RouteError.missingParameter` or `RouteError.invalidParameter` naming the
    /// parameter and the expected type. For a front end that makes a route from values it holds
    /// as text, as the shell does for a native-only route it starts on.
    public init(parameters: [String: String]) throws(RouteError) {
        let items = parameters.sorted { $0.key < $1.key }.map {
            RouteParameters.Item(name: $0.key, value: $0.value, source: .query)
        }
        self = try Self.decode(RouteParameters(trusted: items)).route
    }

    /// Decodes the route from request parameters, with the names it asked about (see
    /// `RouteParametersDecoder`).
    static func decode(_ parameters: RouteParameters) throws(RouteError) -> (route: Self, asked: [String]) {
        let decoder = RouteParametersDecoder(parameters: parameters, route: Self.pattern)
        do {
            return (try Self(from: decoder), decoder.asked.names)
        } catch let error as RouteError {
            throw error
        } catch {
            throw .handlerFailed(route: Self.pattern, reason: "cannot decode parameters: \(error)")
        }
    }
}
