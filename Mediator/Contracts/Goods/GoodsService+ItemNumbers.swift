extension GoodsService {
    /// The item numbers of the catalogue, from its lowest to its highest (`1...12`), or `nil`
    /// when it is empty or cannot be read: what an item number that means nothing is told to be.
    public var itemNumbers: ClosedRange<Int>? {
        let ids = ((try? items(category: nil)) ?? []).map(\.id)
        guard let first = ids.min(), let last = ids.max() else { return nil }
        return first...last
    }
}
