/// The guard of one requirement: who provides it (a module, or an override), for errors and
/// introspection, and how it decides a request.
struct RouteGuard: Sendable {
    /// What a guard runs for a request: the route value being opened, as the entry has it, and
    /// the hub whose router opens it (an override's guard looks its services up there).
    typealias Decide = @Sendable (any Route, Hub) async throws -> RouteRequirement.Decision

    let requirement: RouteRequirement
    let owner: String
    let decide: Decide
}
