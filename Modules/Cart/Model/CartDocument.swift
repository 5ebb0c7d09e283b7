import Mediator

/// The state document `cart`: the lines, oldest first, one per item.
struct CartDocument: Codable, Sendable, Equatable {
    /// The state document's name.
    static let name = "cart"

    /// The lines, oldest first.
    var lines: [CartLine] = []

    /// How many of an item the cart holds (0 when it has no line for it).
    func quantity(of goodsID: Int) -> Int {
        lines.first { $0.goodsID == goodsID }?.quantity ?? 0
    }

    /// The sum of the quantities.
    var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }

    /// Sets an item's quantity, keeping its place; zero removes the line, a new item goes last.
    mutating func set(_ goodsID: Int, quantity: Int) {
        if let index = lines.firstIndex(where: { $0.goodsID == goodsID }) {
            if quantity == 0 {
                lines.remove(at: index)
            } else {
                lines[index] = CartLine(goodsID: goodsID, quantity: quantity)
            }
        } else if quantity > 0 {
            lines.append(CartLine(goodsID: goodsID, quantity: quantity))
        }
    }
}
