/// The parameters of a route type, learned from its own `Codable` conformance: binding decodes
/// the type once from a probe that records each property it is asked for and answers a sample
/// value, then encodes the value it made, so that a property encoded but never decoded (a
/// constant) is checked too.
///
/// Typed routes need it to refuse, at bind rather than on a person's first open, a route type
/// whose properties no URL can carry or whose pattern names a parameter it does not decode, and
/// to tell introspection each parameter with its type.
struct RouteSchema: Sendable {
    /// One decoded property: its coding key and its type (an optional's wrapped type).
    struct Property: Sendable {
        let name: String
        let type: any Any.Type
        let isOptional: Bool

        /// The type's name, as in `Int`, worked out when asked (introspection).
        var typeName: String { TypeName.of(type) }
    }

    /// The decoded properties, in the order the type decodes them.
    let properties: [Property]
    /// Whether the type's decoding ran to its end. A custom `init(from:)` that refuses the
    /// probe's samples (`0`, `"0"`, `false`, an enum's first case), or a property whose type is a
    /// pointer wide or more and has no value for them, stop it early: what it decodes after is
    /// then unknown, and neither checked nor listed.
    let isComplete: Bool

    /// The names of the properties the type decodes; `nil` when the schema is incomplete.
    var decodedNames: Set<String>? {
        isComplete ? Set(properties.map(\.name)) : nil
    }

    /// Why a property cannot be a route parameter: its type, or what its coding asked for
    /// instead (`a list`). The type is named only when asked, as naming one costs the process a
    /// scan of its protocol conformances.
    struct Unsupported: Error {
        let property: String
        private let type: (any Any.Type)?
        private let asked: String

        init(property: String, type: any Any.Type) {
            self.property = property
            self.type = type
            asked = ""
        }

        init(property: String, asked: String) {
            self.property = property
            type = nil
            self.asked = asked
        }

        /// The property's type, as in `Array<Int>`, or what was asked for, as in `a list`.
        var typeName: String { type.map(TypeName.of) ?? asked }
    }

    /// The schema of `R`; throws naming the first property whose type is not supported.
    static func of<R: Route>(_ type: R.Type) throws(Unsupported) -> RouteSchema {
        let probe = Probe()
        let value: R
        do {
            value = try R(from: probe)
        } catch let unsupported as Unsupported {
            throw unsupported
        } catch {
            // A sample its own `init(from:)` refused, or a property with no sample value.
            return RouteSchema(properties: probe.properties, isComplete: false)
        }
        _ = try RouteURLEncoder.values(of: value)
        return RouteSchema(properties: probe.properties, isComplete: true)
    }

    /// Decoding cannot go on past this property.
    private struct Stop: Error {}

    /// A sample value of a supported type, `nil` when the type is supported but has no sample.
    private static func sample<T: Decodable>(_ type: T.Type, property: String) throws(Unsupported) -> T? {
        if let value = RouteParametersDecoder.convert("0", to: type) { return value }
        let scalar = ScalarProbe()
        let decoded = try? T(from: scalar)
        guard scalar.isScalar, T.self is any RawRepresentable.Type else {
            throw Unsupported(property: property, type: type)
        }
        return decoded ?? zeroed(T.self)
    }

    /// A value of `T` made of zero bits, for a type narrower than a pointer, which therefore
    /// holds no reference: an enum without payloads (its first case; such an enum numbers its
    /// cases from zero in declaration order) or a few bytes of scalars. `nil` for a wider type.
    private static func zeroed<T>(_: T.Type) -> T? {
        guard MemoryLayout<T>.size < MemoryLayout<UnsafeRawPointer>.size else { return nil }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
            buffer.initialize(repeating: 0)
            return UnsafeRawPointer(buffer.baseAddress!).load(as: T.self)
        }
    }

    /// Records each property the type decodes.
    private final class Probe: Decoder {
        var properties: [Property] = []
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(Container<Key>(probe: self))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw Unsupported(property: "(the route itself)", asked: "a list")
        }
        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            throw Unsupported(property: "(the route itself)", asked: "a single value")
        }
    }

    private struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let probe: Probe
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) -> Bool { false }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let value = try RouteSchema.sample(type, property: key.stringValue)
            probe.properties.append(Property(name: key.stringValue, type: type, isOptional: false))
            guard let value else { throw Stop() }
            return value
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            _ = try RouteSchema.sample(type, property: key.stringValue)
            probe.properties.append(Property(name: key.stringValue, type: type, isOptional: true))
            return nil
        }

        // The protocol's own `decodeIfPresent` for each scalar would ask `decode`, so an
        // optional would look required: each goes to the generic one.
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(type, key) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, key) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(type, key) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(type, key) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(type, key) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, key) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(type, key) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(type, key) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(type, key) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(type, key) }

        private func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
            try decodeIfPresent(type, forKey: key)
        }

        // The 128-bit integers have their own requirements, which would not reach `decode`.
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
            throw Unsupported(property: key.stringValue, type: type)
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
            throw Unsupported(property: key.stringValue, type: type)
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
            throw Unsupported(property: key.stringValue, type: type)
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
            throw Unsupported(property: key.stringValue, type: type)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw Unsupported(property: key.stringValue, asked: "a nested container")
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw Unsupported(property: key.stringValue, asked: "a list")
        }
        func superDecoder() throws -> any Decoder {
            throw Unsupported(property: "super", asked: "an inherited container")
        }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            throw Unsupported(property: key.stringValue, asked: "an inherited container")
        }
    }

    /// Answers one scalar, recording whether a supported scalar was asked for.
    private final class ScalarProbe: Decoder, SingleValueDecodingContainer {
        var isScalar = false
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw Stop()
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Stop() }
        func singleValueContainer() -> any SingleValueDecodingContainer { self }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard let value = RouteParametersDecoder.convert("0", to: type) else { throw Stop() }
            isScalar = true
            return value
        }
    }
}
