/// Decodes a typed route from text parameters through its own `Decodable` conformance, naming the
/// parameter and expected type on failure, and recording every name the type asks about (so the
/// remote entry refuses a query parameter it never asked for).
struct RouteParametersDecoder: Decoder {
    let parameters: RouteParameters
    let route: String
    let asked = AskedNames()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// One decoding, one thread.
    final class AskedNames {
        private(set) var names: [String] = []

        func record(_ name: String) {
            if !names.contains(name) { names.append(name) }
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container<Key>(parameters: parameters, route: route, asked: asked))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw RouteError.handlerFailed(route: route, reason: "a route must be a struct of named parameters")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw RouteError.handlerFailed(route: route, reason: "a route must be a struct of named parameters")
    }

    /// One parameter's text as a scalar type, or `nil`.
    static func convert<T>(_ text: String, to type: T.Type) -> T? {
        switch type {
        case is String.Type: return text as? T
        case is Bool.Type:
            switch text.lowercased() {
            case "true", "1", "yes": return true as? T
            case "false", "0", "no": return false as? T
            default: return nil
            }
        case is Int.Type: return Int(text) as? T
        case is Int8.Type: return Int8(text) as? T
        case is Int16.Type: return Int16(text) as? T
        case is Int32.Type: return Int32(text) as? T
        case is Int64.Type: return Int64(text) as? T
        case is UInt.Type: return UInt(text) as? T
        case is UInt8.Type: return UInt8(text) as? T
        case is UInt16.Type: return UInt16(text) as? T
        case is UInt32.Type: return UInt32(text) as? T
        case is UInt64.Type: return UInt64(text) as? T
        case is Double.Type: return Double(text).flatMap { $0.isFinite ? $0 : nil } as? T
        case is Float.Type: return Float(text).flatMap { $0.isFinite ? $0 : nil } as? T
        default: return nil
        }
    }

    /// What `text` should have been: an integer type's range for a whole number out of it.
    static func expected(_ type: Any.Type, given text: String) -> RouteError.Expected {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard let integer = type as? any FixedWidthInteger.Type, !digits.isEmpty,
            digits.allSatisfy({ $0.isASCII && $0.isWholeNumber })
        else { return expected(type) }
        return range(of: integer)
    }

    private static func range<Integer: FixedWidthInteger>(of _: Integer.Type) -> RouteError.Expected {
        .wholeNumbers(lower: Int128(Integer.min), upper: Int128(Integer.max))
    }

    static func expected(_ type: Any.Type) -> RouteError.Expected {
        switch type {
        case is String.Type: .text
        case is Bool.Type: .trueOrFalse
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type: .wholeNumber
        case is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type: .naturalNumber
        case is Double.Type, is Float.Type: .number
        default: .value(of: "\(type)")
        }
    }

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let parameters: RouteParameters
        let route: String
        let asked: AskedNames
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] {
            parameters.items.compactMap { item in
                Key(stringValue: item.name).map { key in
                    asked.record(item.name)
                    return key
                }
            }
        }

        func contains(_ key: Key) -> Bool {
            asked.record(key.stringValue)
            return parameters[key.stringValue] != nil
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            asked.record(key.stringValue)
            return parameters[key.stringValue] == nil
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            asked.record(key.stringValue)
            guard let item = parameters.item(named: key.stringValue) else {
                throw RouteError.missingParameter(
                    name: key.stringValue, expected: RouteParametersDecoder.expected(type), route: route)
            }
            let text = item.value
            if let value = RouteParametersDecoder.convert(text, to: type) { return value }
            do {
                return try T(from: ScalarDecoder(text: text))
            } catch {
                throw RouteError.invalidParameter(
                    name: key.stringValue, value: item.written ?? text,
                    expected: RouteParametersDecoder.expected(type, given: text), route: route)
            }
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw RouteError.handlerFailed(route: route, reason: "parameter '\(key.stringValue)' cannot be nested")
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw RouteError.handlerFailed(route: route, reason: "parameter '\(key.stringValue)' cannot be a list")
        }

        func superDecoder() throws -> any Decoder {
            throw RouteError.handlerFailed(route: route, reason: "a route cannot inherit parameters")
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            throw RouteError.handlerFailed(route: route, reason: "a route cannot inherit parameters")
        }
    }

    /// Decodes one scalar, as a raw-value enum's raw value.
    struct ScalarDecoder: Decoder, SingleValueDecodingContainer {
        let text: String
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "scalar"))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "scalar"))
        }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard let value = RouteParametersDecoder.convert(text, to: type) else {
                throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: text))
            }
            return value
        }
    }
}
