/// Why a service lookup failed.
///
/// Thrown by `Hub.service(_:)`; modules and front ends handle or word it.
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nobody registered a provider for the service.
    case missingProvider(service: String)
    /// Creating the service needs the service itself: `chain` names every service on the way,
    /// the first and the last the same, as in `["A", "B", "A"]`.
    case cycle(chain: [String])
    /// The service's provider threw; nothing was created, and a later lookup tries again.
    case creationFailed(service: String, reason: String)
    /// The module that provides the service, `module`, could not set up (its deferred set-up
    /// threw, described by `reason`); every lookup of its services fails so. Or it cannot for
    /// this lookup, made by a set-up that `module`'s set-up waits for: `reason` names that
    /// chain of set-ups (see `RouteError.setUpFailed`).
    case setUpFailed(service: String, module: String, reason: String)
    /// The lookup's task was cancelled while it waited (for the service's creation by another
    /// task, or for its module's set-up), or before it would; the creation or set-up goes on.
    case cancelled(service: String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .missingProvider(let service):
            "no module provides \(service); register a provider for it (or a stand-in when running a module alone)"
        case .cycle(let chain):
            "services need each other in a cycle: \(chain.joined(separator: " → ")); "
                + "make one of them look the other up later, when it is used"
        case .creationFailed(let service, let reason):
            "cannot create \(service): \(reason)"
        case .setUpFailed(let service, let module, let reason):
            "cannot use \(service): the \(module) module could not set up: \(reason)"
        case .cancelled(let service):
            "the lookup of \(service) was cancelled before it finished"
        }
    }
}
