/// A route type's parameters learned from its own `Codable` conformance: decoded once from a probe
/// answering sample values, then encoded, so binding refuses what no URL can carry.
struct RouteSchema: Sendable {
    struct Property: Sendable {
        let name: String
        let type: any Any.Type
        let isOptional: Bool

        var typeName: String { TypeName.of(type) }
    }

    let properties: [Property]
    /// Whether decoding ran to its end: an `init(from:)` refusing the samples, or a property with no
    /// sample, stops it, and what follows is neither checked nor listed.
    let isComplete: Bool

    var decodedNames: Set<String>? {
        isComplete ? Set(properties.map(\.name)) : nil
    }

    /// Why a property cannot be a parameter: its type (named only when asked) or what its coding asked for.
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

        var typeName: String { type.map(TypeName.of) ?? asked }
    }

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

    private struct Stop: Error {}

    /// A sample of a supported type; `nil` when it has none.
    private static func sample<T: Decodable>(_ type: T.Type, property: String) throws(Unsupported) -> T? {
        if let value = RouteParametersDecoder.convert("0", to: type) { return value }
        let scalar = ScalarProbe()
        let decoded = try? T(from: scalar)
        guard scalar.isScalar, T.self is any RawRepresentable.Type else {
            throw Unsupported(property: property, type: type)
        }
        return decoded ?? zeroed(T.self)
    }

    /// A value of `T` made of zero bits, for a type narrower than a pointer (so holding no reference):
    /// a payload-free enum's first case, or a few bytes of scalars.
    private static func zeroed<T>(_: T.Type) -> T? {
        guard MemoryLayout<T>.size < MemoryLayout<UnsafeRawPointer>.size else { return nil }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
            buffer.initialize(repeating: 0)
            return UnsafeRawPointer(buffer.baseAddress!).load(as: T.self)
        }
    }

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
