/// Identifies a service by the type callers look it up by, usually a contract protocol's
/// existential (`ServiceKey((any GoodsService).self)`).
///
/// The key keeps the type and names it only when ``name`` is asked for (introspection, an
/// error). The name comes from the runtime's type name (`_typeName`), which is what
/// `String(describing:)` prints for a type, without first asking whether the metatype conforms
/// to `CustomStringConvertible` and the like: each such question scans the process's protocol
/// conformances, and naming every key that way cost about a twelfth of the app's start.
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    let id: ObjectIdentifier
    private let type: any Any.Type

    /// The key of a service type.
    public init<Service>(_ type: Service.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }

    /// The service's name for people, as in `GoodsService`, worked out on each call.
    public var name: String {
        let described = _typeName(type, qualified: false)
        return described.hasPrefix("any ") ? String(described.dropFirst(4)) : described
    }

    /// The service's name.
    public var description: String { name }

    /// Keys are equal when they name the same type.
    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.id == rhs.id }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
