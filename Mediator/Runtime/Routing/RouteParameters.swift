/// The parameters of one route request: path parameters and query items, decoded.
///
/// Stored as a short array rather than a dictionary: a request has a handful of
/// parameters, and a linear scan of a few inline strings beats hashing them.
public struct RouteParameters: Sendable, Equatable, Sequence {
    /// Where a parameter came from.
    public enum Source: String, Sendable, Equatable, Codable {
        /// A `:name` or `*name` segment of the route pattern.
        case path
        /// A `name=value` query item.
        case query
    }

    /// One named value.
    public struct Item: Sendable, Equatable {
        /// The parameter's name.
        public let name: String
        /// The decoded value.
        public let value: String
        /// Where it came from.
        public let source: Source

        /// Creates an item.
        public init(name: String, value: String, source: Source) {
            self.name = name
            self.value = value
            self.source = source
        }
    }

    /// The items, path parameters first, each name at most once.
    public private(set) var items: [Item]

    /// Creates parameters from items; later items with a name already present are ignored.
    public init(_ items: [Item] = []) {
        self.items = []
        self.items.reserveCapacity(items.count)
        for item in items where self[item.name] == nil { self.items.append(item) }
    }

    init(trusted items: [Item]) {
        self.items = items
    }

    /// The value named `name`, if present.
    public subscript(name: String) -> String? {
        for item in items where item.name == name { return item.value }
        return nil
    }

    /// Whether there are no parameters.
    public var isEmpty: Bool { items.isEmpty }

    /// Iterates the items in order.
    public func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }
}
