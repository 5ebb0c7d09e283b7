import Common
import ContractSupport

/// One entry of a `StandInCatalogue`: the service it replaces, what to call it, what data and
/// edge cases it offers, and how to put it in place of the service (an `Overrides` entry).
public struct StandIn: Sendable {
    /// The service it provides, as in `ServiceKey((any GoodsService).self)`.
    public let service: ServiceKey
    /// The stand-in's name for people, as in `StandInGoodsService`.
    public let name: String
    /// One line on its data and the edge cases it exercises, for `shell --list`, in each language.
    public let summary: LocalizedText
    private let overriding: @Sendable (inout Overrides, StandInScenario) -> Void

    /// Creates an entry; `override` adds the replacement of `service` to the overrides.
    public init(
        service: ServiceKey, name: String, summary: LocalizedText,
        override: @escaping @Sendable (inout Overrides, StandInScenario) -> Void
    ) {
        self.service = service
        self.name = name
        self.summary = summary
        self.overriding = override
    }

    /// Adds the stand-in to `overrides` in place of its service, owned by `StandIn.owner`.
    public func override(in overrides: inout Overrides, scenario: StandInScenario) {
        overriding(&overrides, scenario)
    }

    /// The owner every stand-in registers under; introspection (`services`) shows it as the
    /// provider.
    public static let owner = "stand-in"
}
