/// Why an amount of money could not be computed, parsed or built; its description is one line for a person.
public enum MoneyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The result does not fit in `Int` minor units; `operation` says what was attempted.
    case overflow(operation: String)
    /// Two amounts in different currencies were combined.
    case currencyMismatch(CurrencyCode, CurrencyCode)
    /// A text is not a plain decimal amount; `currency` decides how many decimals are allowed.
    case invalidAmount(String, currency: CurrencyCode)
    /// A currency code is not three letters.
    case invalidCurrency(String)

    /// One line naming the input and what would be right.
    public var description: String {
        switch self {
        case .overflow(let operation):
            "amount out of range: \(operation) does not fit in the largest amount this shop can hold"
        case .currencyMismatch(let left, let right):
            "cannot combine \(left) and \(right) amounts; convert one currency first"
        case .invalidAmount(let text, let currency):
            if currency.minorUnitDigits == 0 {
                "\"\(text)\" is not a valid \(currency) amount; write whole units such as 1250 or -3"
            } else {
                "\"\(text)\" is not a valid \(currency) amount; write digits with at most "
                    + "\(currency.minorUnitDigits) decimals, such as 12.50, 1234 or -3.5"
            }
        case .invalidCurrency(let code):
            "\"\(code)\" is not a currency code; use three letters such as CNY"
        }
    }
}
