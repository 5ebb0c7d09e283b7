/// Where text sits inside a column wider than itself.
public enum ColumnAlignment: Sendable, Hashable {
    /// Padding goes after the text: names, descriptions.
    case left
    /// Padding goes before the text: amounts, quantities.
    case right
}
