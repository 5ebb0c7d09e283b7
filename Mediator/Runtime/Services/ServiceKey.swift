/// Identifies a service by the type callers look it up by, usually a contract protocol's
/// existential (`ServiceKey((any GoodsService).self)`).
///
/// The key is the static type `Service`, not the metatype value passed in: a metatype held as
/// its superclass (`let t: Base.Type = Derived.self`) makes the key of `Base`, so a key always
/// names the type its instance has. The key names the type only when ``name`` is asked for.
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

    /// The service's name for people: its qualified name without the module, as in
    /// `GoodsService` or `Catalogue.Prices`, worked out on each call.
    public var name: String { TypeName.of(type) }

    /// The service's name.
    public var description: String { name }

    /// Keys are equal when they name the same type.
    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.id == rhs.id }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
