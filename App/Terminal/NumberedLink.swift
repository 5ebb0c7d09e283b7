/// A link a person follows by typing its number, such as `[3] Goods detail  bazaar://goods/detail/3`.
public struct NumberedLink: Sendable, Hashable {
    /// The number the person types to follow the link.
    public var number: Int
    /// What the link leads to, in the person's language.
    public var title: String
    /// Where it leads (a URL), shown dimmed after the title; `nil` shows no target.
    public var target: String?

    /// A link numbered `number` titled `title`, optionally showing `target`.
    public init(number: Int, title: String, target: String? = nil) {
        self.number = number
        self.title = title
        self.target = target
    }
}
