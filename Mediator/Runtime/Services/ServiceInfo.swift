/// What introspection tells about one service.
public struct ServiceInfo: Sendable, Codable, Equatable {
    /// The service's name, as in `GoodsService`.
    public let service: String
    /// Who registered the provider.
    public let provider: String
    /// The modules that declare they consume it.
    public let consumers: [String]
    /// Whether the instance has been created yet (services are created on first lookup).
    public let isCreated: Bool

    /// Creates the value; the runtime makes these, tests and other front ends may too.
    public init(service: String, provider: String, consumers: [String], isCreated: Bool) {
        self.service = service
        self.provider = provider
        self.consumers = consumers
        self.isCreated = isCreated
    }
}
