/// Where a ``StringTable``'s entries come from: memory, or a file read when first asked.
public protocol StringTableSource: Sendable {
    /// Every language's entries, key to template; asked at each lookup.
    var entries: [Language: [String: String]] { get }
}
