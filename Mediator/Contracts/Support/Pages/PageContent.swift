import Foundation

/// What a page shows, as data: a title and sections of items. Any front end can draw it as
/// text or encode it as JSON; how it looks is the front end's business.
public struct PageContent: Sendable, Encodable {
    /// The page's title.
    public var title: String
    /// The sections, in order.
    public var sections: [PageSection]

    /// Creates content.
    public init(title: String, sections: [PageSection] = []) {
        self.title = title
        self.sections = sections
    }

    /// Every link of the page in reading order (a record's own link, then its actions); front
    /// ends number them from 1.
    public var links: [PageLink] {
        sections.flatMap { section in
            section.items.map { item -> [PageLink] in
                switch item {
                case .link(let link): [link]
                case .record(let record): (record.link.map { [$0] } ?? []) + record.actions
                case .text, .field: []
                }
            }.flatMap { $0 }
        }
    }
}

/// A titled group of items.
public struct PageSection: Sendable, Encodable {
    /// An optional heading.
    public var heading: String?
    /// The items, in order.
    public var items: [PageItem]

    /// Creates a section.
    public init(heading: String? = nil, items: [PageItem]) {
        self.heading = heading
        self.items = items
    }
}

/// One thing on a page.
public enum PageItem: Sendable, Encodable {
    /// A paragraph of text.
    case text(String)
    /// A label and its value.
    case field(PageField)
    /// A link to another route.
    case link(PageLink)
    /// A structured record (a cart line, an order) with named fields and an optional link.
    case record(PageRecord)

    private enum CodingKeys: String, CodingKey { case kind, text, field, link, record }

    /// Encodes as `{"kind": "...", "<kind>": ...}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text):
            try container.encode("text", forKey: .kind)
            try container.encode(text, forKey: .text)
        case .field(let field):
            try container.encode("field", forKey: .kind)
            try container.encode(field, forKey: .field)
        case .link(let link):
            try container.encode("link", forKey: .kind)
            try container.encode(link, forKey: .link)
        case .record(let record):
            try container.encode("record", forKey: .kind)
            try container.encode(record, forKey: .record)
        }
    }
}

/// A labelled value. `key` is stable for machines; `label` is for people (localised).
///
/// The value is typed, so JSON carries numbers as numbers, money as money and times as times;
/// every value also has the text a person reads, already formatted by the module.
///
/// ```swift
/// PageField(key: "name", label: "Name", value: "Oolong")
/// PageField(key: "quantity", label: "Quantity", integer: 2)
/// PageField(key: "total", label: "Total", minorUnits: 1250, currency: "CNY", text: "¥12.50")
/// PageField(key: "placedAt", label: "Placed", time: date, text: "22 Nov 2025, 17:30")
/// ```
public struct PageField: Sendable, Encodable, Equatable {
    /// A stable machine name, as in `quantity`.
    public var key: String
    /// The label a person reads.
    public var label: String
    /// The value, typed: what JSON carries as `value`.
    public var typed: PageValue
    /// Whether text front ends right-align the value: numbers and money, and text flagged so.
    public var isNumeric: Bool

    /// The value as a person reads it, already formatted: what JSON carries as `text`.
    public var value: String { typed.text }

    /// A text field; `isNumeric` right-aligns it (an order number kept as text).
    public init(key: String, label: String, value: String, isNumeric: Bool = false) {
        self.init(key: key, label: label, typed: .text(value), isNumeric: isNumeric)
    }

    /// A whole number, written in decimal.
    public init(key: String, label: String, integer: Int) {
        self.init(key: key, label: label, typed: .integer(integer), isNumeric: true)
    }

    /// An amount of money: whole minor units (fen for CNY), the ISO 4217 currency code and the
    /// text a person reads, as in `¥12.50`.
    public init(key: String, label: String, minorUnits: Int, currency: String, text: String) {
        self.init(
            key: key, label: label, typed: .money(minorUnits: minorUnits, currency: currency, text: text),
            isNumeric: true)
    }

    /// Yes or no, and the text a person reads for it (in their language).
    public init(key: String, label: String, boolean: Bool, text: String) {
        self.init(key: key, label: label, typed: .boolean(boolean, text: text), isNumeric: false)
    }

    /// A moment in time and the text a person reads for it (in their language and time zone).
    public init(key: String, label: String, time: Date, text: String) {
        self.init(key: key, label: label, typed: .time(time, text: text), isNumeric: false)
    }

    /// A field holding any typed value.
    public init(key: String, label: String, typed value: PageValue, isNumeric: Bool) {
        self.key = key
        self.label = label
        self.typed = value
        self.isNumeric = isNumeric
    }

    private enum CodingKeys: String, CodingKey { case key, label, value, text }

    /// Encodes `key`, `label`, the typed `value` and the `text` a person reads. A time encodes
    /// as a `Date`, so the encoder's date strategy decides its form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(label, forKey: .label)
        try container.encode(typed, forKey: .value)
        try container.encode(value, forKey: .text)
    }
}

/// A record such as a cart line: a title, fields, optionally a link, and actions on it.
public struct PageRecord: Sendable, Encodable {
    /// The record's title.
    public var title: String
    /// Its fields.
    public var fields: [PageField]
    /// Where following it leads, if anywhere.
    public var link: PageLink?
    /// Links that act on this record (`+1`, `Remove`), titled briefly since the record names
    /// what they act on; text front ends draw them in the record's row, in columns matched by title.
    public var actions: [PageLink]

    /// Creates a record.
    public init(title: String, fields: [PageField], link: PageLink? = nil, actions: [PageLink] = []) {
        self.title = title
        self.fields = fields
        self.link = link
        self.actions = actions
    }
}
