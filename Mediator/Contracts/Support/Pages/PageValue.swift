import Foundation

/// A field's value as data. The runtime cannot see the app's money or formatting types, so
/// money and times travel as primitives with the text the module formatted.
public enum PageValue: Sendable, Equatable, Encodable {
    /// Text.
    case text(String)
    /// A whole number.
    case integer(Int)
    /// Money: whole minor units, the ISO 4217 currency code, and the formatted text.
    case money(minorUnits: Int, currency: String, text: String)
    /// Yes or no, and the text a person reads for it (`no`, `否`).
    case boolean(Bool, text: String)
    /// A moment, and the formatted text.
    case time(Date, text: String)
    /// No value can be given (a total too large to compute): JSON `null`, and the text a person
    /// reads instead, as in `—`.
    case absent(text: String)

    /// The value as a person reads it.
    public var text: String {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        case .money(_, _, let text), .boolean(_, let text), .time(_, let text), .absent(let text): text
        }
    }

    private enum MoneyKeys: String, CodingKey { case minorUnits, currency, text }

    /// Encodes text as a string, a number as a number, money as
    /// `{"minorUnits": 1250, "currency": "CNY", "text": "¥12.50"}`, yes or no as `true` or
    /// `false`, a time as a `Date` and an absent value as `null`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .integer(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .money(let minorUnits, let currency, let text):
            var container = encoder.container(keyedBy: MoneyKeys.self)
            try container.encode(minorUnits, forKey: .minorUnits)
            try container.encode(currency, forKey: .currency)
            try container.encode(text, forKey: .text)
        case .boolean(let value, _):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .time(let date, _):
            var container = encoder.singleValueContainer()
            try container.encode(date)
        case .absent:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
