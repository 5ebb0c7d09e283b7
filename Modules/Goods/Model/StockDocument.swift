import Common

/// The state document `goods-stock`: item id (as a string) → remaining stock, as
/// `{"3": 18, "7": 0}`. An item it does not name has its catalogue stock.
///
/// A document that breaks a rule (``brokenRule``) is set aside as corrupt.
struct StockDocument: CheckedStateDocument, Sendable, Equatable {
    /// The state document's name.
    static let name = "goods-stock"
    /// The most one item's stock may be.
    static let maximumStock = 1_000_000_000

    /// Item id → remaining stock.
    var levels: [Int: Int] = [:]

    /// No stock recorded yet.
    init() {}

    /// A key of the document, for naming it in a decoding error.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads `{"<id>": <stock>, ...}`; a key that is not a whole number is a decoding error.
    init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: Int].self)
        for (key, value) in raw {
            guard let id = Int(key) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [Key(stringValue: key)], debugDescription: "the key is not an item id"))
            }
            levels[id] = value
        }
    }

    /// Writes `{"<id>": <stock>, ...}`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(uniqueKeysWithValues: levels.map { (String($0.key), $0.value) }))
    }

    /// The first rule the document breaks: positive item ids, stock from 0 to ``maximumStock``.
    var brokenRule: BrokenRule? {
        for (id, stock) in levels.sorted(by: { $0.key < $1.key }) {
            guard id > 0 else { return BrokenRule(field: "\(id)", found: id, expected: .atLeast("1")) }
            guard (0...Self.maximumStock).contains(stock) else {
                return BrokenRule(
                    field: "\(id)", found: stock, expected: .range(low: "0", high: "\(Self.maximumStock)"))
            }
        }
        return nil
    }
}
