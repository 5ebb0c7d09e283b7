/// Why a service lookup failed.
public enum ServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nobody registered a provider for the service.
    case missingProvider(service: String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .missingProvider(let service):
            "no module provides \(service); register a provider for it (or a stand-in when running a module alone)"
        }
    }
}
