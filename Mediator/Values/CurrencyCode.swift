/// An ISO 4217 currency code, such as `CNY`, with how amounts in it are written.
///
/// The shop uses ``cny``. Codes the table below does not know are still valid: they are
/// written with two decimal places and the code in front (`XYZ 12.50`).
public struct CurrencyCode: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The three upper-case letters, such as `CNY`.
    public let code: String

    /// Chinese yuan renminbi, the shop's currency: `¥12.50`.
    public static let cny = CurrencyCode(validated: "CNY")
    /// US dollar: `$12.50`.
    public static let usd = CurrencyCode(validated: "USD")
    /// Euro: `€12.50`.
    public static let eur = CurrencyCode(validated: "EUR")
    /// Japanese yen, which has no minor unit: `JP¥1,250`.
    public static let jpy = CurrencyCode(validated: "JPY")

    /// The code for `code` if it is three ASCII letters (upper-cased); throws ``MoneyError/invalidCurrency(_:)`` otherwise.
    public init(_ code: String) throws(MoneyError) {
        let letters = code.unicodeScalars
        guard letters.count == 3, letters.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) else {
            throw .invalidCurrency(code)
        }
        self.code = code.uppercased()
    }

    private init(validated code: String) {
        self.code = code
    }

    /// Decodes the code from a single string, rejecting anything that is not three letters.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the code as a single string, such as `"CNY"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    /// The code itself, such as `CNY`.
    public var description: String { code }

    /// How many digits follow the decimal point: 2 for most currencies, 0 for the yen.
    public var minorUnitDigits: Int {
        code == "JPY" ? 0 : 2
    }

    /// What is written before the amount: a symbol for known currencies, else the code and a space.
    public var prefix: String {
        switch code {
        case "CNY": "¥"
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": "JP¥"
        default: code + " "
        }
    }
}
