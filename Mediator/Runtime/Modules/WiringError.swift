/// Every problem found while a hub is built, thrown at once before any page is shown.
///
/// Thrown by `Hub.build`; front ends word it (the console, the shell's wiring report).
public struct WiringError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One thing wrong with how the modules fit together, naming every module involved.
    ///
    /// Read by front ends that word a failed build, one line per problem.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// A module consumes a service nobody provides.
        case missingProvider(consumer: String, service: String)
        /// Modules depend on each other's services in a circle.
        case cycle(modules: [String])
        /// Two modules share a name.
        case duplicateModule(name: String)
        /// A module's set-up failed.
        case setUpFailed(module: String, reason: String)
        /// The pattern text is not a valid route pattern.
        case invalidPattern(String, reason: String)
        /// A route with the same shape is already registered; names both owners.
        case duplicateRoute(pattern: String, existing: String, existingOwner: String, newOwner: String)
        /// The typed route type is already bound; names both owners.
        case duplicateRouteType(type: String, existingOwner: String, newOwner: String)
        /// A provider for the service is already registered; names both owners.
        case duplicateService(service: String, existingOwner: String, newOwner: String)
        /// A typed route has a property of a type a route URL cannot carry.
        case unsupportedProperty(type: String, property: String, propertyType: String)
        /// A typed route's pattern names a parameter that is not one of its properties.
        case parameterWithoutProperty(type: String, parameter: String)
        /// A route declares a requirement that no module guards and no override replaces.
        case unguardedRequirement(requirement: String, route: String, owner: String)
        /// Two guards of one requirement; names both owners.
        case duplicateGuard(requirement: String, existingOwner: String, newOwner: String)

        /// One line for a person.
        public var description: String {
            switch self {
            case .missingProvider(let consumer, let service):
                "\(consumer) consumes \(service), but no module provides it"
            case .cycle(let modules):
                "dependency cycle: \((modules + [modules[0]]).joined(separator: " → "))"
            case .duplicateModule(let name):
                "two modules are named \(name)"
            case .setUpFailed(let module, let reason):
                "\(module) failed to set up: \(reason)"
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
                "route type \(type): property '\(property)' is \(propertyType); a route property must be String, "
                    + "Bool, an integer type, Double, Float, an enum with one of those as raw value, or an optional "
                    + "of these"
            case .parameterWithoutProperty(let type, let parameter):
                "route type \(type): its pattern names '\(parameter)', which is not one of its stored properties"
            case .unguardedRequirement(let requirement, let route, let owner):
                "route '\(route)' of \(owner) requires \(requirement), but no module guards it "
                    + "(its owner registers the guard with ModuleRegistrar.guard, or an override replaces it)"
            case .duplicateGuard(let requirement, let existingOwner, let newOwner):
                "requirement \(requirement) is guarded twice: by \(existingOwner) and by \(newOwner)"
            }
        }
    }

    /// The problems, all of them: each module's in the order it registered them, then those between modules.
    public let problems: [Problem]
    /// What a failed set-up threw, for a front end to word (`setUpFailed` only).
    public let setUpError: (any Error)?

    /// One line per problem, after a count.
    public var description: String {
        let count = problems.count == 1 ? "1 wiring problem" : "\(problems.count) wiring problems"
        return ([count + ":"] + problems.map { "  - \($0)" }).joined(separator: "\n")
    }

    init(problems: [Problem], setUpError: (any Error)? = nil) {
        self.problems = problems
        self.setUpError = setUpError
    }

    /// Equal when the problems are.
    public static func == (lhs: WiringError, rhs: WiringError) -> Bool {
        lhs.problems == rhs.problems
    }
}
