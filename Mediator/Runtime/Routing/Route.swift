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
/// `bazaar://goods/detail/3` decodes into the same value, and ``Hub/path(of:)`` writes it.
/// Properties named in the pattern come from the path, the others from the query; optional
/// properties may be absent. A parameter's name is its property's coding key (the property's
/// name unless `CodingKeys` renames it). Supported property types: `String`, `Bool`, the
/// integer types up to 64 bits, `Double`, `Float`, `RawRepresentable` enums of those, and
/// their optionals; binding a type whose decoding or encoding meets any other type (a constant
/// encoded but never decoded included) is refused, naming the property. A property its coding
/// keys leave out is not a parameter: no URL carries it. A
/// catch-all must be named (`files/*path`) and, like every `:name`, name a property by the
/// coding key its decoding asks for (a pattern that names a renamed property by its Swift name
/// is refused at bind). A property may have any
/// name, `path` included: the protocol claims none. A remote URL may set only the query parameters the
/// type's decoding asks for (see ``Hub/open(url:navigator:)``). A type's own `init(from:)` may check
/// its values and throw `RouteError.invalidParameter`; it must read only keyed scalars: one
/// that asks for a nested, unkeyed or single-value container is refused at bind.
///
/// A native-only route is never decoded from a URL, so its properties may be of any `Codable`
/// type: it carries its in-app data (checkout's lines) as typed properties of its own value.
/// A route that produces a result (an action's outcome, the user a log-in chose) declares its
/// type as `Result`; its native caller receives that type, and a completion of another type
/// does not compile.
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
