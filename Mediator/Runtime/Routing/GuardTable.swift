/// The guards of a router, at most one per requirement. An array: a few guards, and no dictionary's conformance scan.
struct GuardTable: Sendable {
    private(set) var guards: [RouteGuard] = []

    mutating func add(_ routeGuard: RouteGuard) throws(WiringError.Problem) {
        if let existing = guards.first(where: { $0.requirement == routeGuard.requirement }) {
            throw .duplicateGuard(
                requirement: routeGuard.requirement.name, existingOwner: existing.owner, newOwner: routeGuard.owner)
        }
        guards.append(routeGuard)
    }

    mutating func replace(with routeGuard: RouteGuard) {
        guards.removeAll { $0.requirement == routeGuard.requirement }
        guards.append(routeGuard)
    }

    func guardOf(_ requirement: RouteRequirement) -> RouteGuard? {
        guards.first { $0.requirement == requirement }
    }
}
