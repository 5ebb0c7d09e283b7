/// The guard of one requirement: its owner and how it decides a request opened in a hub.
struct RouteGuard: Sendable {
    typealias Decide = @Sendable (any Route, Hub) async throws -> RouteRequirement.Decision

    let requirement: RouteRequirement
    let owner: String
    let decide: Decide
}
