extension GoodsService {
    /// The item numbers of the catalogue, from its lowest to its highest (`1...12`), or `nil`
    /// when it is empty: what an item number that means nothing is told to be.
    public var itemNumbers: ClosedRange<Int>? {
        let ids = items(category: nil).map(\.id)
        guard let first = ids.min(), let last = ids.max() else { return nil }
        return first...last
    }
}
