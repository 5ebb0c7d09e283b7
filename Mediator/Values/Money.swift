/// An amount of money as a whole number of minor units (fen for CNY), never floating point.
///
/// Arithmetic never traps: ``adding(_:)``, ``subtracting(_:)``, ``multiplied(by:)`` and
/// ``total(_:currency:)`` throw ``MoneyError/overflow(operation:)`` when the result does not fit
/// and ``MoneyError/currencyMismatch(_:_:)`` when currencies differ. There are deliberately no
/// `+` and `*` operators, so no call site can overflow silently.
///
/// ```swift
/// let price = Money(minorUnits: 1250)              // ¥12.50
/// let line = try price.multiplied(by: 3)           // ¥37.50
/// print(line.formatted)                            // "¥37.50"
/// ```
public struct Money: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The amount in the currency's smallest unit: 1250 is ¥12.50.
    public let minorUnits: Int
    /// The currency the amount is in.
    public let currency: CurrencyCode

    /// An amount of `minorUnits` smallest units of `currency` (CNY unless said otherwise).
    public init(minorUnits: Int, currency: CurrencyCode = .cny) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Nothing, in `currency`.
    public static func zero(in currency: CurrencyCode = .cny) -> Money {
        Money(minorUnits: 0, currency: currency)
    }

    /// Parses a plain decimal amount such as `12.50`, `1234`, `-3.5` strictly, for tests and data files.
    ///
    /// Accepted: an optional `-`, one or more ASCII digits, and optionally `.` followed by one up to
    /// the currency's number of decimals. Rejected with ``MoneyError/invalidAmount(_:currency:)``:
    /// symbols, grouping commas, spaces, `+`, exponents, more decimals than the currency has.
    /// Throws ``MoneyError/overflow(operation:)`` for amounts too large to hold.
    public init(parsing text: String, currency: CurrencyCode = .cny) throws(MoneyError) {
        var digits = Substring(text)
        let isNegative = digits.first == "-"
        if isNegative { digits.removeFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        let maximumDecimals = currency.minorUnitDigits
        guard
            !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
            parts.count == 1 || (!fraction.isEmpty && fraction.count <= maximumDecimals),
            fraction.allSatisfy(\.isASCIIDigit)
        else {
            throw .invalidAmount(text, currency: currency)
        }
        let paddedFraction = fraction + String(repeating: "0", count: maximumDecimals - fraction.count)
        var units = 0
        for digit in whole + paddedFraction {
            let value = Int(digit.asciiValue! - 48)
            let (shifted, shiftOverflow) = units.multipliedReportingOverflow(by: 10)
            // Accumulate negatively so that Int.min itself parses.
            let (next, addOverflow) =
                isNegative ? shifted.subtractingReportingOverflow(value) : shifted.addingReportingOverflow(value)
            guard !shiftOverflow, !addOverflow else {
                throw .overflow(operation: "the amount \(text)")
            }
            units = next
        }
        self.init(minorUnits: units, currency: currency)
    }

    /// Whether the amount is below zero (a refund, a discount).
    public var isNegative: Bool { minorUnits < 0 }

    /// Whether the amount is exactly nothing.
    public var isZero: Bool { minorUnits == 0 }

    /// The sum of this and `other`; throws on overflow or when the currencies differ.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow else { throw .overflow(operation: "\(formatted) + \(other.formatted)") }
        return Money(minorUnits: sum, currency: currency)
    }

    /// This minus `other`; throws on overflow or when the currencies differ.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        guard !overflow else { throw .overflow(operation: "\(formatted) - \(other.formatted)") }
        return Money(minorUnits: difference, currency: currency)
    }

    /// This amount times `quantity` (a line total); throws on overflow.
    public func multiplied(by quantity: Int) throws(MoneyError) -> Money {
        let (product, overflow) = minorUnits.multipliedReportingOverflow(by: quantity)
        guard !overflow else { throw .overflow(operation: "\(formatted) × \(quantity)") }
        return Money(minorUnits: product, currency: currency)
    }

    /// The sum of `amounts`, all in `currency`; zero when there are none. Throws on overflow or a foreign currency.
    public static func total(_ amounts: some Sequence<Money>, currency: CurrencyCode = .cny) throws(MoneyError) -> Money
    {
        var sum = Money.zero(in: currency)
        for amount in amounts {
            sum = try sum.adding(amount)
        }
        return sum
    }

    /// The amount as a person reads it: `¥12.50`, `¥1,234.00`, `-¥0.05`, with thousands grouped by commas.
    public var formatted: String {
        let digits = currency.minorUnitDigits
        var divisor: UInt = 1
        for _ in 0..<digits { divisor *= 10 }
        let magnitude = minorUnits.magnitude
        let whole = String(magnitude / divisor)
        var grouped = ""
        for (offset, character) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        var text = (minorUnits < 0 ? "-" : "") + currency.prefix + grouped
        if digits > 0 {
            let fraction = String(magnitude % divisor)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    /// The same as ``formatted``.
    public var description: String { formatted }

    private func requireSameCurrency(_ other: Money) throws(MoneyError) {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        ("0"..."9").contains(self) && isASCII
    }
}
