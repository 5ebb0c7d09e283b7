/// A typed route, declared once in the contracts: its stored properties are its parameters, the
/// pattern's from the path, the others from the query.
///
/// ```swift
/// public struct GoodsDetail: Route {
///     public static let pattern = "goods/detail/:id"
///     public var id: Int
/// }
/// ```
/// Opened by value (`hub.open(GoodsDetail(id: 3))`) or from `bazaar://goods/detail/3`, decoded to the
/// same value. Binding checks its properties' types. See <doc:Guarantees>.
///
/// Adopted by every route type the contracts declare; modules bind them and open them.
public protocol Route: Codable, Sendable {
    /// What the route answers besides a page; `Never` (the default) for one that only shows pages.
    associatedtype Result: Sendable = Never
    /// The pattern, as in `goods/detail/:id`.
    static var pattern: String { get }
    /// Whether only native callers may open it (payments, account deletion). Default `false`.
    static var isNativeOnly: Bool { get }
    /// One line saying what the route shows or does, for introspection; default empty. Declare it as
    /// `static let summary: RouteSummary`: a `String` would be a different property.
    static var summary: RouteSummary { get }
    /// Query names a remote URL may not set for this route. Default empty.
    static var reservedParameters: Set<String> { get }
    /// What must hold before the handler runs, decided in order by guards, as `[.loggedIn]`. Default none.
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

    /// Decodes the route from named text values as a URL gives them, throwing `missingParameter` or
    /// `invalidParameter`. For a front end holding values as text (the shell's start route).
    public init(parameters: [String: String]) throws(RouteError) {
        let items = parameters.sorted { $0.key < $1.key }.map { RouteParameters.Item(name: $0.key, value: $0.value) }
        self = try Self.decode(RouteParameters(items: items)).route
    }

    /// Decodes the route from request parameters, with the names it asked about.
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
