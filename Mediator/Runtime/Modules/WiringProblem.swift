/// One thing wrong with how the modules fit together, naming every module involved.
public enum WiringProblem: Sendable, Equatable, CustomStringConvertible {
    /// A module consumes a service nobody provides.
    case missingProvider(consumer: String, service: String)
    /// Modules depend on each other's services in a circle.
    case cycle(modules: [String])
    /// A route or service registered twice, or an invalid route pattern.
    case registration(RegistrationError)
    /// Two modules share a name.
    case duplicateModule(name: String)
    /// A module's set-up failed.
    case setUpFailed(module: String, reason: String)
    /// `start` was called on a hub that has started (or is starting) already.
    case alreadyStarted

    /// One line for a person.
    public var description: String {
        switch self {
        case .missingProvider(let consumer, let service):
            "\(consumer) consumes \(service), but no module provides it"
        case .cycle(let modules):
            "dependency cycle: \((modules + [modules[0]]).joined(separator: " → "))"
        case .registration(let error):
            error.description
        case .duplicateModule(let name):
            "two modules are named \(name)"
        case .setUpFailed(let module, let reason):
            "\(module) failed to set up: \(reason)"
        case .alreadyStarted:
            "the hub has started already; a hub starts once (make a new hub for another set of modules)"
        }
    }
}
