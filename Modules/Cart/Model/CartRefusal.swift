import Common
import Mediator

/// A request Cart refuses, with a sentence for a person in the app's language.
struct CartRefusal: Error, Sendable, CustomStringConvertible {
    /// The sentence.
    let message: String

    /// The sentence.
    var description: String { message }

    /// The sentence for a cart service error.
    init(_ error: CartError, strings: StringTable) {
        switch error {
        case .invalidQuantity(let quantity):
            message = strings("error.invalidQuantity", ["quantity": String(quantity)])
        case .notInCart(let id), .changed(let id):
            message = strings("error.notInCart", ["id": String(id)])
        case .storage(let reason):
            message = strings("error.storage", ["reason": reason])
        case .goods(.unknownItem(let id)):
            message = strings("error.unknownItem", ["id": String(id)])
        case .goods(.outOfStock(let id, let name, let requested, let available)):
            message = strings(
                "error.outOfStock",
                ["id": String(id), "name": name, "requested": String(requested), "available": String(available)])
        case .goods(.storage(let reason)):
            message = strings("error.goodsStorage", ["reason": reason])
        }
    }
}
