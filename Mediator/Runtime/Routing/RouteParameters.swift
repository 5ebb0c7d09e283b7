/// A request's path parameters and query items, decoded: a short array, which a scan beats hashing.
struct RouteParameters: Sendable {
    struct Item: Sendable, Equatable {
        let name: String
        let value: String
        /// The value as the query wrote it, when decoding changed it (`+2` for ` 2`): what errors quote.
        var written: String? = nil

        /// Equal by name and value: the spelling is not part of it.
        static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.name == rhs.name && lhs.value == rhs.value
        }
    }

    /// Path parameters first, each name once.
    let items: [Item]

    subscript(name: String) -> String? {
        item(named: name)?.value
    }

    func item(named name: String) -> Item? {
        items.first { $0.name == name }
    }
}
