/// Why a service lookup failed.
///
/// Thrown by `Hub.service(_:)`; modules and front ends handle or word it.
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nobody registered a provider for the service.
    case missingProvider(service: String)
    /// Creating the service needs itself: `chain` names each service on the way, as in `["A", "B", "A"]`.
    case cycle(chain: [String])
    /// The service's provider threw; nothing was created, and a later lookup tries again.
    case creationFailed(service: String, reason: String)
    /// The providing `module` could not set up (or cannot for this lookup, made by a set-up it waits
    /// for); `reason` says why.
    case setUpFailed(service: String, module: String, reason: String)
    /// The lookup's task was cancelled while it waited; the creation or set-up goes on.
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
