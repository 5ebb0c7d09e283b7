import Foundation

/// The kind of JSON value a decoder expected where it found another (or `null`): a number, a
/// string, `true` or `false`, an array, an object, or, for a type it cannot tell, a value. The
/// raw value is the key's last part in Common's strings (`state.json.number`).
enum JSONKind: String, Sendable {
    case number, string, boolean, array, object, value

    /// The kind a value of the Swift type `type` is written as.
    init(of type: Any.Type) {
        let name = String(describing: type)
        switch type {
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type: self = .number
        case is any StringProtocol.Type, is URL.Type: self = .string
        case is Bool.Type: self = .boolean
        default:
            if name.hasPrefix("Array<") || name.hasPrefix("Set<") || name.hasPrefix("UnkeyedDecodingContainer") {
                self = .array
            } else if name.hasPrefix("Dictionary<") || name.hasPrefix("KeyedDecodingContainer<") {
                self = .object
            } else {
                self = .value
            }
        }
    }

    /// The English, as in `a number` (the same as `state.json.number` in English).
    var english: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .boolean: "true or false"
        case .array: "an array"
        case .object: "an object"
        case .value: "a value"
        }
    }
}
