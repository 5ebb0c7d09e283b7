/// Something a route needs before its handler may run, such as a logged-in user: a name, declared
/// by the owning module's contract, listed by routes, decided by the one guard that module registers.
///
/// Declared by contracts' routes (`.loggedIn`); the module that owns it registers its guard.
public struct RouteRequirement: Hashable, Sendable, CustomStringConvertible {
    /// A stable name, unique in the app, as in `account.loggedIn`.
    public let name: String

    /// A requirement named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
