import Common

/// The state document `goods-stock`: item id (as a string) → remaining stock, as
/// `{"3": 18, "7": 0}`. An item it does not name has its catalogue stock. Stock taken by a
/// payment that is not finished yet is also kept, by payment id, under the key `reservations`
/// (`{"3": 16, "reservations": {"<payment>": {"3": 2}}}`), present only while there are some.
///
/// A document that breaks a rule (``brokenRule``) is set aside as corrupt.
struct StockDocument: CheckedStateDocument, Sendable, Equatable {
    /// The state document's name.
    static let name = "goods-stock"
    /// The most one item's stock may be.
    static let maximumStock = 1_000_000_000

    /// Item id → remaining stock.
    var levels: [Int: Int] = [:]
    /// Payment id → item id → units it took (see `GoodsService.reserve(_:for:)`).
    var reservations: [String: [Int: Int]] = [:]
    /// The key under which reservations are kept.
    private static let reservationsKey = "reservations"

    /// No stock recorded yet.
    init() {}

    /// A key of the document, for naming it in a decoding error.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads `{"<id>": <stock>, ..., "reservations": {...}}`; a key that is neither an item id
    /// nor `reservations` is a decoding error.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys {
            if key.stringValue == Self.reservationsKey {
                let raw = try container.decode([String: [String: Int]].self, forKey: key)
                for (payment, units) in raw {
                    reservations[payment] = try Self.itemIDs(units, at: [key, Key(stringValue: payment)])
                }
                continue
            }
            guard let id = Int(key.stringValue) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [key], debugDescription: "the key is not an item id"))
            }
            levels[id] = try container.decode(Int.self, forKey: key)
        }
    }

    /// `units` with its keys read as item ids; a key that is not one is a decoding error at `path`.
    private static func itemIDs(_ units: [String: Int], at path: [Key]) throws -> [Int: Int] {
        var result: [Int: Int] = [:]
        for (key, value) in units {
            guard let id = Int(key) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: path + [Key(stringValue: key)], debugDescription: "the key is not an item id"))
            }
            result[id] = value
        }
        return result
    }

    /// Writes `{"<id>": <stock>, ...}`, with `reservations` only when there are some.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (id, stock) in levels { try container.encode(stock, forKey: Key(stringValue: String(id))) }
        if !reservations.isEmpty {
            let raw = reservations.mapValues { units in
                Dictionary(uniqueKeysWithValues: units.map { (String($0.key), $0.value) })
            }
            try container.encode(raw, forKey: Key(stringValue: Self.reservationsKey))
        }
    }

    /// The first rule the document breaks: positive item ids, stock from 0 to ``maximumStock``;
    /// reservations under a payment id that is not empty, of positive item ids, 1 to
    /// ``maximumStock`` units each.
    var brokenRule: BrokenRule? {
        for (id, stock) in levels.sorted(by: { $0.key < $1.key }) {
            guard id > 0 else { return BrokenRule(field: "\(id)", found: id, expected: .atLeast("1")) }
            guard (0...Self.maximumStock).contains(stock) else {
                return BrokenRule(
                    field: "\(id)", found: stock, expected: .range(low: "0", high: "\(Self.maximumStock)"))
            }
        }
        for (payment, units) in reservations.sorted(by: { $0.key < $1.key }) {
            guard !payment.isEmpty else { return BrokenRule(field: "reservations", found: "", expected: .notEmpty) }
            for (id, count) in units.sorted(by: { $0.key < $1.key }) {
                let at = "reservations.\(payment).\(id)"
                guard id > 0 else { return BrokenRule(field: at, found: id, expected: .atLeast("1")) }
                guard (1...Self.maximumStock).contains(count) else {
                    return BrokenRule(field: at, found: count, expected: .range(low: "1", high: "\(Self.maximumStock)"))
                }
            }
        }
        return nil
    }
}
