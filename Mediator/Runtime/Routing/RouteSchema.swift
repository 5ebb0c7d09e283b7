@_spi(Reflection) import Swift

/// The stored properties of a route type, found without a value of it. Binding checks a type
/// from its reflection metadata (`check`); the coding names it decodes (for introspection,
/// `url(for:)`) come from `of`, which decodes the type once from a probe
/// that records every property it is asked for and answers a sample value.
///
/// Typed routes need it to refuse, at bind rather than on a person's first open, a route type
/// whose properties no URL can carry or whose pattern names a property it does not have.
struct RouteSchema: Sendable {
    /// One stored property.
    struct Property: Sendable {
        let name: String
        let typeName: String
        let isOptional: Bool
    }

    /// The properties in declaration order.
    let properties: [Property]
    /// Whether every property was seen. Decoding stops at a non-optional enum that has no case
    /// for the probe's sample raw value (`0`, `"0"`, `false`) and is not `CaseIterable`, since
    /// there is no value to go on with; the stored properties after it are then read from the
    /// type's reflection metadata instead, when its coding keys take their names. A custom
    /// `init(from:)` that refuses the samples, or coding keys that rename or leave out a
    /// property after such an enum, leave the schema incomplete.
    let isComplete: Bool

    /// The names of the properties the type decodes; `nil` when the schema is incomplete.
    var decodedNames: Set<String>? {
        isComplete ? Set(properties.map(\.name)) : nil
    }

    /// No options: classes are not walked. (`[]` would go through `SetAlgebra`'s generic
    /// initialiser, whose `Array: Sequence` conformance costs a scan of every conformance in
    /// the process on first use, 276,000 instructions: more than twice the 118,000 that checking
    /// all 19 of the app's route types takes in `bazaar open bazaar://home`, release build.)
    private static var fieldOptions: _EachFieldOptions { _EachFieldOptions(rawValue: 0) }

    /// Why a property cannot be a route parameter.
    struct Unsupported: Error {
        let property: String
        let typeName: String
    }

    /// The schema of `R`; throws naming the first property whose type is not supported.
    static func of<R: Route>(_ type: R.Type) throws(Unsupported) -> RouteSchema {
        let probe = Probe()
        do {
            _ = try R(from: probe)
        } catch let unsupported as Unsupported {
            throw unsupported
        } catch is Stop {
            guard let keys = probe.keys, let rest = try rest(of: R.self, after: probe.properties, keys: keys) else {
                return RouteSchema(properties: probe.properties, isComplete: false)
            }
            return RouteSchema(properties: probe.properties + rest, isComplete: true)
        } catch {
            // A custom `init(from:)` that refused the samples: what was seen is all that is known.
            return RouteSchema(properties: probe.properties, isComplete: false)
        }
        return RouteSchema(properties: probe.properties, isComplete: true)
    }

    /// Checks `type` from its reflection metadata alone, without decoding it (binding uses this:
    /// a first decoding costs a scan of every protocol conformance in the process): throws
    /// naming the first stored property whose type is not supported (an optional is named by
    /// its wrapped type); answers whether each of `names` is a stored property's name. `nil`
    /// when the metadata cannot tell: not a struct, or a struct without stored properties
    /// (an enum's metadata lists none either), which the probe of `of` then decides.
    static func check(_ type: Any.Type, names: [String]) throws(Unsupported) -> Bool? {
        var fields: [(name: String, type: Any.Type)] = []
        let isStruct = _forEachField(of: type, options: Self.fieldOptions) { name, _, type, _ in
            fields.append((String(cString: name), type))
            return true
        }
        guard isStruct, !fields.isEmpty else { return nil }
        for field in fields where !isSupported(field.type) {
            let wrapped = (field.type as? any OptionalType.Type)?.wrappedType
            throw Unsupported(property: field.name, typeName: TypeName.of(wrapped ?? field.type))
        }
        return names.allSatisfy { name in fields.contains { $0.name == name } }
    }

    /// Whether `type` is a struct without stored properties, from its reflection metadata (no
    /// decoding, no conformance scan): a route that carries no values, such as a list page's.
    static func hasNoStoredProperties(_ type: Any.Type) -> Bool {
        var hasProperty = false
        let isStruct = _forEachField(of: type, options: Self.fieldOptions) { _, _, _, _ in
            hasProperty = true
            return false
        }
        return isStruct && !hasProperty
    }

    /// Whether a stored property of `type` can be a route parameter. The scalars and their
    /// optionals are recognised by their metadata; any other type (a raw-value enum, or an
    /// unsupported type) is asked for its `Optional` and `RawRepresentable` conformances,
    /// a conformance scan each the first time.
    private static func isSupported(_ type: Any.Type) -> Bool {
        if RouteParametersDecoder.isScalar(type) || RouteParametersDecoder.isOptionalScalar(type) { return true }
        let value = (type as? any OptionalType.Type)?.wrappedType ?? type
        if RouteParametersDecoder.isScalar(value) { return true }
        guard let raw = value as? any RawRepresentable.Type else { return false }
        return RouteParametersDecoder.isScalar(rawValueType(raw))
    }

    /// The stored properties of `type` declared after the last of `seen`, from its reflection
    /// metadata: each whose name `keys` takes must be of a supported type, optionals included.
    /// `nil` when the metadata cannot tell all their coding names: a property renamed or left
    /// out by the type's coding keys, or a last seen property itself renamed.
    private static func rest(
        of type: Any.Type, after seen: [Property], keys: any CodingKey.Type
    ) throws(Unsupported) -> [Property]? {
        var fields: [(name: String, type: Any.Type)] = []
        _ = _forEachField(of: type, options: Self.fieldOptions) { name, _, type, _ in
            fields.append((String(cString: name), type))
            return true
        }
        let seenNames = Set(seen.map(\.name))
        let index = seen.last.flatMap { last in fields.firstIndex { $0.name == last.name } }
        var isKnown = index != nil
        var rest: [Property] = []
        for field in index.map({ fields[($0 + 1)...] }) ?? fields.filter({ !seenNames.contains($0.name) })[...] {
            guard keys.init(stringValue: field.name)?.stringValue == field.name else {
                isKnown = false
                continue
            }
            let wrapped = (field.type as? any OptionalType.Type)?.wrappedType
            let value = wrapped ?? field.type
            guard isSupported(field.type) else {
                throw Unsupported(property: field.name, typeName: TypeName.of(value))
            }
            rest.append(Property(name: field.name, typeName: TypeName.of(value), isOptional: wrapped != nil))
        }
        return isKnown ? rest : nil
    }

    private static func rawValueType<R: RawRepresentable>(_ type: R.Type) -> Any.Type {
        R.RawValue.self
    }

    /// Decoding cannot go on past this property.
    private struct Stop: Error {}

    /// A sample value of a supported type, `nil` when the type is supported but has no sample.
    private static func sample<T: Decodable>(_ type: T.Type, property: String) throws(Unsupported) -> T? {
        if let value = RouteParametersDecoder.convert("0", to: type) { return value }
        let scalar = ScalarProbe()
        let decoded = try? T(from: scalar)
        guard scalar.isScalar, T.self is any RawRepresentable.Type else {
            throw Unsupported(property: property, typeName: TypeName.of(type))
        }
        if let decoded { return decoded }
        return (T.self as? any CaseIterable.Type).flatMap { firstCase($0) as? T }
    }

    private static func firstCase<C: CaseIterable>(_ type: C.Type) -> Any? {
        type.allCases.first
    }

    /// Records each property the type decodes.
    private final class Probe: Decoder {
        var properties: [Property] = []
        /// The coding keys the type decodes with.
        var keys: (any CodingKey.Type)?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
            keys = type
            return KeyedDecodingContainer(Container<Key>(probe: self))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw Unsupported(property: "(the route itself)", typeName: "a list")
        }
        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            throw Unsupported(property: "(the route itself)", typeName: "a single value")
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
            probe.properties.append(Property(name: key.stringValue, typeName: TypeName.of(type), isOptional: false))
            guard let value else { throw Stop() }
            return value
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            _ = try RouteSchema.sample(type, property: key.stringValue)
            probe.properties.append(Property(name: key.stringValue, typeName: TypeName.of(type), isOptional: true))
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
            throw Unsupported(property: key.stringValue, typeName: "Int128")
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
            throw Unsupported(property: key.stringValue, typeName: "UInt128")
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
            throw Unsupported(property: key.stringValue, typeName: "Int128")
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
            throw Unsupported(property: key.stringValue, typeName: "UInt128")
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw Unsupported(property: key.stringValue, typeName: "a nested container")
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw Unsupported(property: key.stringValue, typeName: "a list")
        }
        func superDecoder() throws -> any Decoder {
            throw Unsupported(property: "super", typeName: "an inherited container")
        }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            throw Unsupported(property: key.stringValue, typeName: "an inherited container")
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

/// Names the wrapped type of an optional type.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
