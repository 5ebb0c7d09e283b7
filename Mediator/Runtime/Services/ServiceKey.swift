/// Identifies a service by the static type callers look it up as (`ServiceKey((any GoodsService).self)`).
///
/// Used by modules to declare what they consume and by contracts to list their services.
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    let id: ObjectIdentifier
    private let type: any Any.Type

    /// The key of a service type.
    public init<Service>(_ type: Service.Type) {
        id = ObjectIdentifier(Service.self)
        self.type = Service.self
    }

    /// The service's name for people, as in `GoodsService`, worked out on each call.
    public var name: String { TypeName.of(type) }

    /// The service's name.
    public var description: String { name }

    /// Keys are equal when they name the same type.
    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.id == rhs.id }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
