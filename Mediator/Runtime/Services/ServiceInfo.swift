/// What introspection tells about one service.
///
/// Read by front ends that list the services (`bazaar services`).
public struct ServiceInfo: Sendable, Encodable, Equatable {
    /// The service's name, as in `GoodsService`.
    public let service: String
    /// Who registered the provider.
    public let provider: String
    /// The modules that declare they consume it.
    public let consumers: [String]
    /// Whether the instance has been made yet (on first lookup).
    public let isCreated: Bool
}
