import CartContract

/// One line as the `cart` document keeps it: the item, how many, and the cart's revision when
/// the line last changed (0 in documents written before revisions existed).
struct StoredCartLine: Codable, Sendable, Equatable {
    /// The goods item's id.
    let goodsID: Int
    /// How many.
    let quantity: Int
    /// The cart's revision when this line was added or last changed.
    let revision: Int

    /// A line of `quantity` of `goodsID`, changed at `revision`.
    init(goodsID: Int, quantity: Int, revision: Int) {
        self.goodsID = goodsID
        self.quantity = quantity
        self.revision = revision
    }

    /// Reads a line; a missing `revision` is 0.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        goodsID = try container.decode(Int.self, forKey: .goodsID)
        quantity = try container.decode(Int.self, forKey: .quantity)
        revision = try container.decodeIfPresent(Int.self, forKey: .revision) ?? 0
    }

    /// The line as other modules see it.
    var cartLine: CartLine {
        CartLine(goodsID: goodsID, quantity: quantity)
    }
}
