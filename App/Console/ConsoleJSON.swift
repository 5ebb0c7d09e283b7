import Common
import ContractSupport
import Foundation
import Terminal

/// How the front end writes JSON: one document per run, pretty-printed with sorted keys, every
/// document carrying `formatVersion`, times as ISO 8601 with the local offset
/// (`2025-11-22T17:30:00+08:00`), and every character a terminal must not be handed raw (control
/// and format characters, bidirectional controls, line separators) written as a `\u` escape,
/// so the values stay exact and the text is safe to print. The format is described in App/Reference/JSON.md.
public enum ConsoleJSON {
    /// The version of the JSON shapes; raised on any incompatible change.
    public static let formatVersion = 1

    /// The document as JSON text ending in a newline.
    public static func encode(_ document: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[PageLink.schemeUserInfoKey] = BazaarURL.scheme  // every link as its full URL, `url`
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timestamp(date, in: .current))
        }
        return escapingUndrawable(String(decoding: try encoder.encode(document), as: UTF8.self)) + "\n"
    }

    /// `json` with every scalar the terminal sanitizer would not draw, beyond the ASCII the
    /// encoder already escapes or lays out with, written as `\uXXXX` (a surrogate pair above
    /// U+FFFF). Such scalars only occur inside strings, so the document means the same.
    static func escapingUndrawable(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && !TerminalSanitizer.isDrawable($0) }) else {
            return json
        }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard scalar.value >= 0x7F, !TerminalSanitizer.isDrawable(scalar) else {
                escaped.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: true)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return String(escaped)
    }

    /// `date` in `zone` as `2025-11-22T17:30:00+08:00`: seconds precision, the offset always
    /// written as `±hh:mm` (`+00:00` for UTC).
    static func timestamp(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offset = zone.secondsFromGMT(for: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let year = String(parts.year ?? 0)
        let paddedYear = String(repeating: "0", count: max(0, 4 - year.count)) + year
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(paddedYear)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):"
            + "\(two(parts.second))\(sign)\(two(minutes / 60)):\(two(minutes % 60))"
    }

    /// A list of data under its name, as `routes --json` prints it: `{"formatVersion": 1, "routes": [...]}`.
    public struct Listing<Item: Encodable>: Encodable {
        /// The key the items go under, as in `routes`.
        public let name: String
        /// The items.
        public let items: [Item]

        /// Creates a listing.
        public init(name: String, items: [Item]) {
            self.name = name
            self.items = items
        }

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        /// Encodes `formatVersion` and the items under `name`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(ConsoleJSON.formatVersion, forKey: Key("formatVersion"))
            try container.encode(items, forKey: Key(name))
        }
    }
}
