/// A placed order as other modules see it.
public struct OrderSummary: Sendable, Codable, Hashable {
    /// The order's number, as in `1001`.
    public let id: Int
    /// Who placed it.
    public let userID: String
    /// What was bought.
    public let lines: [CheckoutLine]
    /// The total paid, in minor units.
    public let totalMinorUnits: Int
    /// When it was placed, seconds since 1970 (UTC).
    public let placedAt: Double

    /// Creates a summary.
    public init(id: Int, userID: String, lines: [CheckoutLine], totalMinorUnits: Int, placedAt: Double) {
        self.id = id
        self.userID = userID
        self.lines = lines
        self.totalMinorUnits = totalMinorUnits
        self.placedAt = placedAt
    }
}
