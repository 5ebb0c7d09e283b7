/// A request the Goods pages refuse, with a sentence for a person in the app's language.
struct GoodsRefusal: Error, Sendable, CustomStringConvertible {
    /// The sentence.
    let message: String

    /// The sentence.
    var description: String { message }
}
