/// Decodes a typed route from text parameters through its own `Decodable` conformance, recording every name
/// it asks about; probing (`RouteSchema.of`), it answers sample values and records each property.
struct RouteParametersDecoder: Decoder {
    let parameters: RouteParameters
    let route: String
    let asked = Asked()
    var isProbing = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What one decoding asked for, on one thread.
    final class Asked {
        private(set) var names: [String] = []
        /// Probing: the properties decoded, and the keys asked whether they hold nil (an optional's).
        var properties: [RouteSchema.Property] = []
        var nilChecked: [String] = []
        /// Probing: which set of samples, after the route refused the ones before.
        var attempt = 0

        func record(_ name: String) {
            if !names.contains(name) { names.append(name) }
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw refusal("(the route itself)", asked: "a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw refusal("(the route itself)", asked: "a single value")
    }

    /// What a route cannot ask of its coding: refused at binding, a failure when decoding.
    func refusal(_ property: String, asked: String) -> any Error {
        guard !isProbing else { return RouteSchema.Unsupported(property: property, asked: asked) }
        return RouteError.handlerFailed(
            route: route, reason: "a route is a struct of named parameters; '\(property)' asks for \(asked)")
    }

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

    /// What a value of `type` should be: for `text` a whole number out of an integer type's range, that range.
    static func expected(_ type: Any.Type, given text: String = "") -> RouteError.Expected {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        if let integer = type as? any FixedWidthInteger.Type, !digits.isEmpty,
            digits.allSatisfy({ $0.isASCII && $0.isWholeNumber })
        {
            return .wholeNumbers(lower: Int128(integer.min), upper: Int128(integer.max))
        }
        return switch type {
        case is String.Type: .text
        case is Bool.Type: .trueOrFalse
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type: .wholeNumber
        case is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type: .naturalNumber
        case is Double.Type, is Float.Type: .number
        default: .value(of: "\(type)")
        }
    }

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: RouteParametersDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] {
            decoder.parameters.items.compactMap { item in
                Key(stringValue: item.name).map { key in
                    decoder.asked.record(item.name)
                    return key
                }
            }
        }

        func contains(_ key: Key) -> Bool {
            decoder.asked.record(key.stringValue)
            return decoder.isProbing || decoder.parameters[key.stringValue] != nil
        }

        // An optional's `decodeIfPresent` asks this before `decode`, so a probe tells it from a required one.
        func decodeNil(forKey key: Key) throws -> Bool {
            decoder.asked.record(key.stringValue)
            guard !decoder.isProbing else {
                decoder.asked.nilChecked.append(key.stringValue)
                return false
            }
            return decoder.parameters[key.stringValue] == nil
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let name = key.stringValue
            decoder.asked.record(name)
            if decoder.isProbing { return try RouteSchema.sample(type, property: name, in: decoder.asked) }
            guard let item = decoder.parameters.item(named: name) else {
                throw RouteError.missingParameter(name: name, expected: expected(type), route: decoder.route)
            }
            let text = item.value
            if let value = convert(text, to: type) { return value }
            do {
                return try T(from: ScalarDecoder(text: text))
            } catch {
                throw RouteError.invalidParameter(
                    name: name, value: item.written ?? text,
                    expected: expected(type, given: text), route: decoder.route)
            }
        }

        // Probing, an optional is recorded (its type checked) and answered absent at first, as a URL
        // may leave it out; present in later attempts, for an `init(from:)` that needs it.
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard decoder.isProbing else {
                guard contains(key), try !decodeNil(forKey: key) else { return nil }
                return try decode(type, forKey: key)
            }
            decoder.asked.record(key.stringValue)
            decoder.asked.nilChecked.append(key.stringValue)
            do {
                let sample = try RouteSchema.sample(type, property: key.stringValue, in: decoder.asked)
                return decoder.asked.attempt == 0 ? nil : sample
            } catch is RouteSchema.Stop {
                return nil
            }
        }

        // The protocol's own `decodeIfPresent` for each scalar would not reach the generic one.
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
            throw RouteSchema.Unsupported(property: key.stringValue, type: type)
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
            throw RouteSchema.Unsupported(property: key.stringValue, type: type)
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
            throw RouteSchema.Unsupported(property: key.stringValue, type: type)
        }
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
            throw RouteSchema.Unsupported(property: key.stringValue, type: type)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw decoder.refusal(key.stringValue, asked: "a nested container")
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw decoder.refusal(key.stringValue, asked: "a list")
        }

        func superDecoder() throws -> any Decoder {
            throw decoder.refusal("super", asked: "an inherited container")
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            throw decoder.refusal(key.stringValue, asked: "an inherited container")
        }
    }

    /// Decodes one scalar, as a raw-value enum's raw value; `isScalar` once it decoded one.
    final class ScalarDecoder: Decoder, SingleValueDecodingContainer {
        let text: String
        private(set) var isScalar = false
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(text: String) {
            self.text = text
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "scalar"))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "scalar"))
        }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard let value = convert(text, to: type) else {
                throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: text))
            }
            isScalar = true
            return value
        }
    }
}
