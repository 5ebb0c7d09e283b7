/// Encodes a typed route into its path and query: pattern parameters fill the path, the
/// other properties become query items in declaration order.
enum RouteURLEncoder {
    static func path<R: Route>(for route: R) -> String {
        let capture = ParameterCapture()
        // Routes hold only scalars (see `Route`); anything else is a programming error that
        // the capture reports by leaving the value out.
        try? route.encode(to: capture)
        guard let pattern = try? RoutePattern(R.pattern) else { return R.pattern }
        var used: Set<String> = []
        var segments: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                segments.append(text)
            case .parameter(let name):
                used.insert(name)
                segments.append(percentEncode(capture.values.first { $0.name == name }?.value ?? "", keepSlash: false))
            case .catchAll(let name):
                let value = name.flatMap { name in capture.values.first { $0.name == name }?.value } ?? ""
                if let name { used.insert(name) }
                segments.append(percentEncode(value, keepSlash: true))
            }
        }
        let query = capture.values.filter { !used.contains($0.name) }.map {
            percentEncode($0.name, keepSlash: false) + "=" + percentEncode($0.value, keepSlash: false)
        }
        let path = segments.joined(separator: "/")
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
        var values: [(name: String, value: String)] = []
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Container<Key>(capture: self))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { ListRejection() }
        func singleValueContainer() -> any SingleValueEncodingContainer { ScalarCapture() }

        struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
            let capture: ParameterCapture
            var codingPath: [any CodingKey] { [] }

            mutating func encodeNil(forKey key: Key) {}
            mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
                let scalar = ScalarCapture()
                try value.encode(to: scalar)
                if let text = scalar.text { capture.values.append((key.stringValue, text)) }
            }
            mutating func nestedContainer<NestedKey: CodingKey>(
                keyedBy keyType: NestedKey.Type, forKey key: Key
            ) -> KeyedEncodingContainer<NestedKey> {
                KeyedEncodingContainer(ParameterCapture.Container<NestedKey>(capture: ParameterCapture()))
            }
            mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
                ListRejection()
            }
            mutating func superEncoder() -> any Encoder { ParameterCapture() }
            mutating func superEncoder(forKey key: Key) -> any Encoder { ParameterCapture() }
        }
    }

    /// Records one scalar as text.
    final class ScalarCapture: Encoder, SingleValueEncodingContainer {
        var text: String?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(ParameterCapture.Container<Key>(capture: ParameterCapture()))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { ListRejection() }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() {}
        func encode(_ value: Bool) { text = value ? "true" : "false" }
        func encode(_ value: String) { text = value }
        func encode(_ value: Double) { text = "\(value)" }
        func encode(_ value: Float) { text = "\(value)" }
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
        func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }
    }

    /// Refuses lists: route parameters are scalars, so a list property is left out of the URL.
    struct ListRejection: UnkeyedEncodingContainer {
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }
        func encodeNil() throws { throw rejection }
        func encode<T: Encodable>(_ value: T) throws { throw rejection }
        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey>
        {
            KeyedEncodingContainer(ParameterCapture.Container<NestedKey>(capture: ParameterCapture()))
        }
        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        func superEncoder() -> any Encoder { ParameterCapture() }
        private var rejection: EncodingError {
            EncodingError.invalidValue([Any](), .init(codingPath: [], debugDescription: "route parameters are scalars"))
        }
    }
}
