/// An item whose quantities did not all fit when a user's saved cart and the guest's cart were
/// put together at log-in: how many both held and how many the line kept.
struct MergeCap: Codable, Sendable, Equatable {
    /// The goods item's id.
    let goodsID: Int
    /// Both carts' quantities added up.
    let wanted: Int
    /// What the line holds: the most a line may hold and the stock allow, never less than either
    /// cart held on its own.
    let kept: Int
}
