/// The parameters of one route request: path parameters and query items, decoded. Internal:
/// handlers receive their route's typed value, decoded from these.
///
/// Stored as a short array rather than a dictionary: a request has a handful of
/// parameters, and a linear scan of a few inline strings beats hashing them.
struct RouteParameters: Sendable {
    /// Where a parameter came from: a segment of the path or a query item.
    enum Source: Sendable, Equatable {
        case path
        case query
    }

    /// One named value.
    struct Item: Sendable, Equatable {
        /// The parameter's name.
        let name: String
        /// The decoded value.
        let value: String
        /// Where it came from.
        let source: Source
        /// The value as the URL's query wrote it, when decoding changed it (`+2` for ` 2`,
        /// `a%20b` for `a b`): what an error quotes back to the person. `nil` otherwise.
        let written: String?

        /// Creates an item.
        init(name: String, value: String, source: Source, written: String? = nil) {
            self.name = name
            self.value = value
            self.source = source
            self.written = written
        }

        /// Items are equal when their names, values and sources are: how the URL spelled the
        /// value is not part of it.
        static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.name == rhs.name && lhs.value == rhs.value && lhs.source == rhs.source
        }
    }

    /// The items, path parameters first, each name at most once.
    private(set) var items: [Item]

    init(trusted items: [Item]) {
        self.items = items
    }

    /// The value named `name`, if present.
    subscript(name: String) -> String? {
        item(named: name)?.value
    }

    /// The item named `name`, if present.
    func item(named name: String) -> Item? {
        for item in items where item.name == name { return item }
        return nil
    }
}
