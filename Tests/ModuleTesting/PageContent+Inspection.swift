import ContractSupport

extension PageContent {
    /// Every field of the page, top-level and inside records, in reading order.
    public var allFields: [PageField] {
        sections.flatMap(\.items).flatMap { item -> [PageField] in
            switch item {
            case .field(let field): [field]
            case .record(let record): record.fields
            case .text, .link: []
            }
        }
    }

    /// The first field with this key, anywhere on the page (records included).
    public func field(_ key: String) -> PageField? {
        allFields.first { $0.key == key }
    }

    /// Every field outside records, in reading order.
    public var fields: [PageField] {
        sections.flatMap(\.items).compactMap { item in
            if case .field(let field) = item { field } else { nil }
        }
    }

    /// The value of the first field named `key` outside records.
    public func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }

    /// The records, in reading order.
    public var records: [PageRecord] {
        sections.flatMap(\.items).compactMap { item in
            if case .record(let record) = item { record } else { nil }
        }
    }

    /// The paragraphs, in reading order.
    public var texts: [String] {
        sections.flatMap(\.items).compactMap { item in
            if case .text(let text) = item { text } else { nil }
        }
    }

    /// The first link with this title.
    public func link(titled title: String) -> PageLink? {
        links.first { $0.title == title }
    }

    /// The first link whose route path is `path`, as in `order/list`.
    public func link(to path: String) -> PageLink? {
        links.first { $0.path == path }
    }
}
