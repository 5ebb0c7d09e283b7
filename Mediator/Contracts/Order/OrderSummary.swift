/// A placed order as other modules see it.
///
/// Stored as `{"id", "userID", "lines", "totalMinorUnits", "currency", "placedAt", "paymentID"}`;
/// an order without `currency` (written before totals carried one) reads as CNY, one without
/// `paymentID` (placed before payments had ids) has none.
public struct OrderSummary: Sendable, Codable, Hashable {
    /// The order's number, as in `1001`.
    public let id: Int
    /// Who placed it.
    public let userID: String
    /// What was bought.
    public let lines: [CheckoutLine]
    /// The total paid.
    public let total: Money
    /// When it was placed, seconds since 1970 (UTC).
    public let placedAt: Double
    /// The id of the payment that placed it, so paying twice for one payment places one order.
    public let paymentID: String?

    /// Creates a summary.
    public init(
        id: Int, userID: String, lines: [CheckoutLine], total: Money, placedAt: Double, paymentID: String? = nil
    ) {
        self.id = id
        self.userID = userID
        self.lines = lines
        self.total = total
        self.placedAt = placedAt
        self.paymentID = paymentID
    }

    private enum CodingKeys: String, CodingKey {
        case id, userID, lines, totalMinorUnits, currency, placedAt, paymentID
    }

    /// Decodes a stored order; see the type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            userID: try container.decode(String.self, forKey: .userID),
            lines: try container.decode([CheckoutLine].self, forKey: .lines),
            total: Money(
                minorUnits: try container.decode(Int.self, forKey: .totalMinorUnits),
                currency: try container.decodeIfPresent(CurrencyCode.self, forKey: .currency) ?? .cny),
            placedAt: try container.decode(Double.self, forKey: .placedAt),
            paymentID: try container.decodeIfPresent(String.self, forKey: .paymentID))
    }

    /// Encodes the order; see the type.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(userID, forKey: .userID)
        try container.encode(lines, forKey: .lines)
        try container.encode(total.minorUnits, forKey: .totalMinorUnits)
        try container.encode(total.currency, forKey: .currency)
        try container.encode(placedAt, forKey: .placedAt)
        try container.encodeIfPresent(paymentID, forKey: .paymentID)
    }
}
