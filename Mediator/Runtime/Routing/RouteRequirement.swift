/// Something a route needs before its handler may run, such as a logged-in user: declared by the
/// contract of the module that owns the condition (`RouteRequirement.loggedIn` is Account's),
/// listed by the routes that need it (`Route.requirements`), and answered by the one guard that
/// module registers (`ModuleRegistrar.guard(_:decide:)`), or by an override of it (`Overrides`).
///
/// A value with a name and nothing else, so a contract can declare one without depending on
/// the module that guards it. Two requirements are the same when their names are.
///
/// Declared by contracts' routes (`.loggedIn`); the module that owns it registers its guard.
public struct RouteRequirement: Hashable, Sendable, CustomStringConvertible {
    /// A stable name, unique in the app: by convention the owning module's key prefix, as in
    /// `account.loggedIn`. Errors and introspection name the requirement by it.
    public let name: String

    /// A requirement named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
