/// Encodes a typed route's properties as text, in declaration order, and writes them as a path and query.
enum RouteURLEncoder {
    struct Value: Equatable {
        let name: String
        let text: String
        /// A non-finite number, which no URL reads back.
        let isNonFinite: Bool
    }

    typealias Unencodable = RouteSchema.Unsupported

    static func values<R: Route>(of route: R) throws(Unencodable) -> [Value] {
        let capture = ParameterCapture()
        do {
            try route.encode(to: capture)
        } catch let error as Unencodable {
            throw error
        } catch {
            throw Unencodable(property: "(the route)", asked: "a value whose own encoding fails (\(error))")
        }
        guard !capture.isSingleValue else {
            throw Unencodable(property: "(the route)", asked: "a single value, not a struct of named parameters")
        }
        return capture.values
    }

    /// The path and query of `route`, as in `goods/detail/3?tab=reviews`, percent-encoded; its pattern
    /// when a value cannot be carried so that it reads back the same. A type of size zero is its pattern,
    /// unencoded: a first encoding of a type cost a home page link 23,000 instructions.
    static func path<R: Route>(of route: R) -> String {
        guard let pattern = try? RoutePattern(R.pattern) else { return R.pattern }
        if MemoryLayout<R>.size == 0 { return pattern.description }
        guard let values = try? values(of: route),
            !values.contains(where: {
                $0.isNonFinite || $0.text.unicodeScalars.contains(where: RouteURL.isRefusedScalar)
            })
        else { return R.pattern }
        var segments: [String] = []
        // A pattern without parameters is its own path: its text, normalised, is its literals.
        for part in pattern.parameterCount == 0 ? [] : pattern.description.split(separator: "/") {
            let isCatchAll = part.first == "*"
            guard isCatchAll || part.first == ":" else {
                segments.append(String(part))
                continue
            }
            let name = String(part.dropFirst())
            guard !name.isEmpty, let value = values.first(where: { $0.name == name }) else { return R.pattern }
            let parts = value.text.split(separator: "/", omittingEmptySubsequences: false)
            // The reader refuses empty, `.` and `..` segments, also between encoded slashes.
            guard !value.text.isEmpty, !parts.contains(where: { $0 == "." || $0 == ".." }),
                !isCatchAll || !parts.contains(where: \.isEmpty)
            else { return R.pattern }
            segments.append(percentEncode(value.text, keepSlash: isCatchAll))
        }
        var query: [String] = []
        let pathNames = pattern.parameterNames
        for value in values where !pathNames.contains(value.name) {
            guard !value.name.isEmpty else { return R.pattern }
            query.append(
                percentEncode(value.name, keepSlash: false) + "=" + percentEncode(value.text, keepSlash: false))
        }
        let path = pattern.parameterCount == 0 ? pattern.description : segments.joined(separator: "/")
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }

    static func percentEncode(_ text: String, keepSlash: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if RoutePattern.isLiteralByte(byte) || (keepSlash && byte == UInt8(ascii: "/")) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += byte < 16 ? "%0" + hex : "%" + hex
            }
        }
        return result
    }

    final class ParameterCapture: Encoder {
        var values: [Value] = []
        var isSingleValue = false
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Container<Key>(capture: self))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            Refusal<NoKey>(property: "(the route)", asked: "a list")
        }
        func singleValueContainer() -> any SingleValueEncodingContainer {
            isSingleValue = true
            return ScalarCapture(property: "(the route)")
        }

        struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
            let capture: ParameterCapture
            var codingPath: [any CodingKey] { [] }

            mutating func encodeNil(forKey key: Key) {}
            mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
                let scalar = ScalarCapture(property: key.stringValue)
                do {
                    try value.encode(to: scalar)
                } catch {
                    throw Unencodable(property: key.stringValue, type: T.self)
                }
                guard let text = scalar.text else {
                    throw Unencodable(property: key.stringValue, asked: "a value that encodes nothing")
                }
                capture.values.append(Value(name: key.stringValue, text: text, isNonFinite: scalar.isNonFinite))
            }
            mutating func nestedContainer<NestedKey: CodingKey>(
                keyedBy keyType: NestedKey.Type, forKey key: Key
            ) -> KeyedEncodingContainer<NestedKey> {
                KeyedEncodingContainer(Refusal<NestedKey>(property: key.stringValue, asked: "a nested value"))
            }
            mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
                Refusal<Key>(property: key.stringValue, asked: "a list")
            }
            mutating func superEncoder() -> any Encoder {
                ScalarCapture(property: "super")
            }
            mutating func superEncoder(forKey key: Key) -> any Encoder {
                ScalarCapture(property: key.stringValue)
            }
        }
    }

    final class ScalarCapture: Encoder, SingleValueEncodingContainer {
        let property: String
        var text: String?
        var isNonFinite = false
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(property: String) {
            self.property = property
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Refusal<Key>(property: property, asked: "a nested value"))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            Refusal<NoKey>(property: property, asked: "a list")
        }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() {}
        func encode(_ value: Bool) { text = value ? "true" : "false" }
        func encode(_ value: String) { text = value }
        func encode(_ value: Double) { (text, isNonFinite) = ("\(value)", !value.isFinite) }
        func encode(_ value: Float) { (text, isNonFinite) = ("\(value)", !value.isFinite) }
        func encode(_ value: Int) { text = "\(value)" }
        func encode(_ value: Int8) { text = "\(value)" }
        func encode(_ value: Int16) { text = "\(value)" }
        func encode(_ value: Int32) { text = "\(value)" }
        func encode(_ value: Int64) { text = "\(value)" }
        func encode(_ value: UInt) { text = "\(value)" }
        func encode(_ value: UInt8) { text = "\(value)" }
        func encode(_ value: UInt16) { text = "\(value)" }
        func encode(_ value: UInt32) { text = "\(value)" }
        func encode(_ value: UInt64) { text = "\(value)" }
        func encode<T: Encodable>(_ value: T) throws {
            guard RouteParametersDecoder.convert("0", to: T.self) != nil || T.self is any RawRepresentable.Type else {
                throw Unencodable(property: property, type: T.self)
            }
            try value.encode(to: self)
        }
    }

    /// The key type of a list's refusal: a list has no keys.
    enum NoKey: CodingKey {}

    /// Refuses whatever is encoded into it: parameters are scalars.
    struct Refusal<Key: CodingKey>: KeyedEncodingContainerProtocol, UnkeyedEncodingContainer {
        let property: String
        let asked: String
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }
        private var failure: Unencodable { Unencodable(property: property, asked: asked) }

        func encodeNil() throws { throw failure }
        func encodeNil(forKey key: Key) throws { throw failure }
        func encode<T: Encodable>(_ value: T) throws { throw failure }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw failure }
        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey>
        {
            KeyedEncodingContainer(Refusal<NestedKey>(property: property, asked: asked))
        }
        func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Refusal<NestedKey>(property: property, asked: asked))
        }
        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
        func superEncoder() -> any Encoder { ScalarCapture(property: property) }
        func superEncoder(forKey key: Key) -> any Encoder { ScalarCapture(property: property) }
    }
}
