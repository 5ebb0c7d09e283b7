/// The guards a router holds, at most one per requirement: registered with the routes (so a
/// failed start takes them back with the routes) and frozen with them.
struct GuardTable: Sendable {
    /// The guards, in registration order.
    private(set) var guards: [RouteGuard] = []

    /// Adds `routeGuard`; a requirement guarded already is `duplicateGuard`, naming both owners.
    mutating func add(_ routeGuard: RouteGuard) throws(WiringError.Problem) {
        if let existing = guards.first(where: { $0.requirement == routeGuard.requirement }) {
            throw .duplicateGuard(
                requirement: routeGuard.requirement.name, existingOwner: existing.owner, newOwner: routeGuard.owner)
        }
        guards.append(routeGuard)
    }

    /// Puts `routeGuard` in place of its requirement's guard, if any: an override's replacement.
    mutating func replace(with routeGuard: RouteGuard) {
        guards.removeAll { $0.requirement == routeGuard.requirement }
        guards.append(routeGuard)
    }

    /// The guard of `requirement`, if any. (An array, not a dictionary: a few guards, and a
    /// first dictionary of a new key type costs start-up a scan of every conformance.)
    func guardOf(_ requirement: RouteRequirement) -> RouteGuard? {
        guards.first { $0.requirement == requirement }
    }
}
