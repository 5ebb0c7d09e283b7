/// Encodes a typed route's stored properties as text, one value per property in declaration
/// order (absent optionals left out), and writes them as a path and query.
enum RouteURLEncoder {
    /// One property's value as text.
    struct Value {
        let name: String
        let text: String
        /// Why the value cannot be written in a URL, if it cannot (a non-finite number).
        let problem: String?
    }

    /// A property that cannot be encoded: a list, a nested value, a type no URL carries.
    typealias Unencodable = RouteSchema.Unsupported

    /// The values of `route`'s properties.
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

    /// The path and query to show for `route`, or its pattern when they cannot be written.
    /// A type that takes no memory has one value, shown as its pattern without encoding it (a
    /// first encoding of each route type costs the process its coding keys' containers, about
    /// 23,000 instructions per home page link).
    static func displayPath<R: Route>(for route: R) -> String {
        if MemoryLayout<R>.size == 0 { return (try? RoutePattern(R.pattern))?.description ?? R.pattern }
        guard let pattern = try? RoutePattern(R.pattern), let values = try? values(of: route),
            let path = try? path(values, pattern: pattern, reserved: { _ in false })
        else { return R.pattern }
        return path
    }

    /// The parameters a URL of `values` would carry under `pattern`: path parameters in
    /// pattern order, then the others as query items in declaration order.
    static func parameters(_ values: [Value], pattern: RoutePattern) -> RouteParameters {
        let pathNames = pattern.parameterNames
        var items: [RouteParameters.Item] = []
        items.reserveCapacity(values.count)
        for name in pathNames {
            if let value = values.first(where: { $0.name == name }) {
                items.append(RouteParameters.Item(name: name, value: value.text, source: .path))
            }
        }
        for value in values where !pathNames.contains(value.name) {
            items.append(RouteParameters.Item(name: value.name, value: value.text, source: .query))
        }
        return RouteParameters(trusted: items)
    }

    /// The path and query of `values` under `pattern`, as in `goods/detail/3?tab=reviews`,
    /// percent-encoded; throws `RouteError.unwritable` naming the first property whose value
    /// a route URL cannot carry so that it reads back the same.
    static func path(
        _ values: [Value], pattern: RoutePattern, reserved: (String) -> Bool
    ) throws(RouteError) -> String {
        func refuse(_ name: String, _ reason: String) -> RouteError {
            .unwritable(route: pattern.description, parameter: name, reason: reason)
        }
        for value in values {
            if let problem = value.problem { throw refuse(value.name, problem) }
            if value.text.unicodeScalars.contains(where: RouteURL.isRefusedScalar) {
                throw refuse(value.name, "holds a control or invisible formatting character, which route URLs refuse")
            }
        }
        var used: Set<String> = []
        var segments: [String] = []
        // A pattern without parameters is its own path: its text, normalised, is its literals.
        for segment in pattern.parameterCount == 0 ? [] : pattern.segments {
            switch segment {
            case .literal(let text):
                segments.append(text)
            case .parameter(let name):
                used.insert(name)
                guard let value = values.first(where: { $0.name == name }) else {
                    throw refuse(name, "is absent, and a path parameter needs a value")
                }
                // The reader refuses `.` and `..`, also between encoded slashes.
                guard !value.text.isEmpty,
                    !value.text.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                        $0 == "." || $0 == ".."
                    })
                else {
                    throw refuse(name, "is '\(value.text)', which cannot be a path segment")
                }
                segments.append(percentEncode(value.text, keepSlash: false))
            case .catchAll(let name):
                guard let name else {
                    throw refuse("*", "an anonymous catch-all has no property to write; name it, as in *path")
                }
                used.insert(name)
                guard let value = values.first(where: { $0.name == name }) else {
                    throw refuse(name, "is absent, and a catch-all needs at least one segment")
                }
                let parts = value.text.split(separator: "/", omittingEmptySubsequences: false)
                guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                    throw refuse(
                        name, "is '\(value.text)'; a catch-all takes segments joined by '/', none empty, '.' or '..'")
                }
                segments.append(percentEncode(value.text, keepSlash: true))
            }
        }
        var query: [String] = []
        for value in values where !used.contains(value.name) {
            guard !value.name.isEmpty else {
                throw refuse(value.name, "has an empty coding key, and a query parameter needs a name")
            }
            guard !reserved(value.name) else {
                throw refuse(value.name, "is a reserved parameter, which a URL may not set")
            }
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

    /// Records the scalar values a route encodes, in order.
    final class ParameterCapture: Encoder {
        var values: [Value] = []
        var isSingleValue = false
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Container<Key>(capture: self))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            Refusal<AnyCodingKey>(property: "(the route)", asked: "a list")
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
                capture.values.append(Value(name: key.stringValue, text: text, problem: scalar.problem))
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

    /// Records one scalar as text.
    final class ScalarCapture: Encoder, SingleValueEncodingContainer {
        let property: String
        var text: String?
        var problem: String?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(property: String) {
            self.property = property
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Refusal<Key>(property: property, asked: "a nested value"))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            Refusal<AnyCodingKey>(property: property, asked: "a list")
        }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() {}
        func encode(_ value: Bool) { text = value ? "true" : "false" }
        func encode(_ value: String) { text = value }
        func encode(_ value: Double) {
            text = "\(value)"
            if !value.isFinite { problem = "is \(value), and only finite numbers read back" }
        }
        func encode(_ value: Float) {
            text = "\(value)"
            if !value.isFinite { problem = "is \(value), and only finite numbers read back" }
        }
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
            guard RouteParametersDecoder.isScalar(T.self) || T.self is any RawRepresentable.Type else {
                throw Unencodable(property: property, type: T.self)
            }
            try value.encode(to: self)
        }
    }

    /// A coding key for refusals that need one.
    struct AnyCodingKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Refuses whatever is encoded into it: route parameters are scalars.
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
