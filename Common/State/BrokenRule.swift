/// A rule a document or a data file breaks, as a value: the field (`lines[0].quantity`), the value
/// found there, and what is expected. A front end words it in the user's language from ``key``
/// and ``values`` (``StateText`` does, with Common's strings); ``description`` is the English,
/// for logs and code. The field and the values are quoted as they are.
public struct BrokenRule: Sendable, Hashable, CustomStringConvertible {
    /// What a field is expected to be.
    public enum Expectation: Sendable, Hashable {
        /// A value from `low` to `high`, both included.
        case range(low: String, high: String)
        /// A value of `low` or more.
        case atLeast(String)
        /// A value no other entry has.
        case unique
        /// Something rather than nothing (a non-empty text or list).
        case notEmpty
        /// The value `value` (as a total equal to the sum of its lines).
        case equal(String)
        /// At most `high` entries.
        case entriesAtMost(String)
        /// From `low` to `high` characters.
        case lengthRange(low: String, high: String)
        /// Amounts whose sum fits in a total.
        case sumFits
    }

    /// Where the value is, as a path in the JSON (`lines[0].quantity`, `orders[2].id`).
    public let field: String
    /// The value found there, as it reads (`-2`), or its count or length for the expectations
    /// about entries and characters; empty for ``Expectation/notEmpty`` and ``Expectation/sumFits``.
    public let found: String
    /// What the field is expected to be.
    public let expected: Expectation

    /// The rule `field` breaks by holding `found` rather than `expected`.
    public init(field: String, found: String, expected: Expectation) {
        self.field = field
        self.found = found
        self.expected = expected
    }

    /// The rule `field` breaks by holding `found` (any value, written as Swift prints it).
    public init(field: String, found: some CustomStringConvertible, expected: Expectation) {
        self.init(field: field, found: found.description, expected: expected)
    }

    /// A stable name for the expectation, as in `rule.range`, for a front end's strings. For the
    /// expectations about entries and characters, whose ``found`` is a count, the strings also
    /// have `<key>.one`, which ``StateText`` uses when ``count`` is 1, so no line says `1 entries`.
    public var key: String {
        switch expected {
        case .range: "rule.range"
        case .atLeast: "rule.atLeast"
        case .unique: "rule.unique"
        case .notEmpty: "rule.notEmpty"
        case .equal: "rule.equal"
        case .entriesAtMost: "rule.entriesAtMost"
        case .lengthRange: "rule.lengthRange"
        case .sumFits: "rule.sumFits"
        }
    }

    /// ``found`` as a number when it counts entries or characters, for a sentence's plural form.
    public var count: Int? {
        switch expected {
        case .entriesAtMost, .lengthRange: Int(found)
        case .range, .atLeast, .unique, .notEmpty, .equal, .sumFits: nil
        }
    }

    /// What the sentence quotes: `field`, `found`, and `low`, `high` or `value` as expected.
    public var values: [String: String] {
        var values = ["field": field, "found": found]
        switch expected {
        case .range(let low, let high), .lengthRange(let low, let high):
            values["low"] = low
            values["high"] = high
        case .atLeast(let low): values["low"] = low
        case .entriesAtMost(let high): values["high"] = high
        case .equal(let value): values["value"] = value
        case .unique, .notEmpty, .sumFits: break
        }
        return values
    }

    /// The English, as in `lines[0].quantity is -2, expected 1 to 99`.
    public var description: String {
        switch expected {
        case .range(let low, let high): "\(field) is \(found), expected \(low) to \(high)"
        case .atLeast(let low): "\(field) is \(found), expected \(low) or more"
        case .unique: "\(field) is \(found), which appears before; expected unique"
        case .notEmpty: "\(field) is empty, expected not empty"
        case .equal(let value): "\(field) is \(found), expected \(value)"
        case .entriesAtMost(let high):
            "\(field) has \(found) \(count == 1 ? "entry" : "entries"), expected at most \(high)"
        case .lengthRange(let low, let high):
            "\(field) has \(found) \(count == 1 ? "character" : "characters"), expected \(low) to \(high)"
        case .sumFits: "\(field) add up to more than a total can hold"
        }
    }
}
