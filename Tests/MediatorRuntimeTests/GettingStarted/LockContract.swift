// The guard of the getting-started article (Mediator/Runtime/MediatorRuntime.docc): a route that
// requires something, and the module that owns the requirement and guards it.
import MediatorRuntime

extension RouteRequirement {
    /// The notes are unlocked; the Lock module guards it.
    public static let unlocked = RouteRequirement("lock.unlocked")
}

/// The secret note, shown only while the notes are unlocked.
public struct SecretNote: Route {
    /// No parameters.
    public static let pattern = "secret"
    /// The Lock module's guard decides each request first.
    public static let requirements: [RouteRequirement] = [.unlocked]

    /// The route.
    public init() {}
}

/// Unlocks the notes, and tells its completion so.
public struct Unlock: Route {
    /// Whether the notes are unlocked now.
    public typealias Result = Bool
    /// No parameters.
    public static let pattern = "unlock"

    /// The route.
    public init() {}
}
