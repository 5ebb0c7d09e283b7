/// Why a route, a service or a subscription could not be registered.
public enum RegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The pattern text is not a valid route pattern.
    case invalidPattern(String, reason: String)
    /// A route with the same shape is already registered; names both owners.
    case duplicateRoute(pattern: String, existing: String, existingOwner: String, newOwner: String)
    /// The typed route type is already bound; names both owners.
    case duplicateRouteType(type: String, existingOwner: String, newOwner: String)
    /// A provider for the service is already registered; names both owners.
    case duplicateService(service: String, existingOwner: String, newOwner: String)
    /// A typed route has a stored property of a type a route URL cannot carry.
    case unsupportedProperty(type: String, property: String, propertyType: String)
    /// A typed route's pattern names a parameter that is not one of its stored properties.
    case parameterWithoutProperty(type: String, parameter: String)
    /// A route or service was registered after its hub's registration phase: routes and
    /// services are registered only in a module's `register(in:)` (or before `start`).
    case registrationClosed(owner: String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .invalidPattern(let pattern, let reason):
            "invalid route pattern '\(pattern)': \(reason)"
        case .duplicateRoute(let pattern, let existing, let existingOwner, let newOwner):
            existing == pattern
                ? "route '\(pattern)' is registered twice: by \(existingOwner) and by \(newOwner)"
                : "route '\(pattern)' of \(newOwner) matches the same paths as '\(existing)' of \(existingOwner)"
        case .duplicateRouteType(let type, let existingOwner, let newOwner):
            "route type \(type) is bound twice: by \(existingOwner) and by \(newOwner)"
        case .duplicateService(let service, let existingOwner, let newOwner):
            "service \(service) is provided twice: by \(existingOwner) and by \(newOwner)"
        case .unsupportedProperty(let type, let property, let propertyType):
            "route type \(type): property '\(property)' is \(propertyType); a route property must be String, Bool, "
                + "an integer type, Double, Float, an enum with one of those as raw value, or an optional of these"
        case .parameterWithoutProperty(let type, let parameter):
            "route type \(type): its pattern names '\(parameter)', which is not one of its stored properties"
        case .registrationClosed(let owner):
            "\(owner) registered after the hub's modules were registered; routes and services are registered "
                + "in a module's register(in:) while the hub starts, and are fixed once it has started"
        }
    }
}
