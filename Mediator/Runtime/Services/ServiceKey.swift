/// Identifies a service by the type callers look it up by, usually a contract protocol's
/// existential (`ServiceKey((any GoodsService).self)`).
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    let id: ObjectIdentifier
    /// The service's name for people, as in `GoodsService`.
    public let name: String

    /// The key of a service type.
    public init<Service>(_ type: Service.Type) {
        id = ObjectIdentifier(type)
        let described = String(describing: type)
        name = described.hasPrefix("any ") ? String(described.dropFirst(4)) : described
    }

    /// The service's name.
    public var description: String { name }

    /// Keys are equal when they name the same type.
    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.id == rhs.id }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
