import Common
import ContractSupport

/// One entry of a `StandInCatalogue`: the service it replaces, what to call it, what data and
/// edge cases it offers, and how to register it in a hub.
public struct StandIn: Sendable {
    /// The service it provides, as in `ServiceKey((any GoodsService).self)`.
    public let service: ServiceKey
    /// The stand-in's name for people, as in `StandInGoodsService`.
    public let name: String
    /// One line on its data and the edge cases it exercises, for `shell --list`, in each language.
    public let summary: LocalizedText
    private let registration: @Sendable (Hub, StandInScenario) throws(RegistrationError) -> Void

    /// Creates an entry; `register` registers the provider of `service` in the hub's registry.
    public init(
        service: ServiceKey, name: String, summary: LocalizedText,
        register: @escaping @Sendable (Hub, StandInScenario) throws(RegistrationError) -> Void
    ) {
        self.service = service
        self.name = name
        self.summary = summary
        self.registration = register
    }

    /// Registers the stand-in as the provider of its service, owned by `StandIn.owner`.
    public func register(in hub: Hub, scenario: StandInScenario) throws(RegistrationError) {
        try registration(hub, scenario)
    }

    /// The owner every stand-in registers under; introspection (`services`) shows it as the
    /// provider.
    public static let owner = "stand-in"
}
