/// The catalogue, prices and stock. Provided by the Goods module; Cart and Order use it with
/// real model values and never see Goods' code.
public protocol GoodsService: Sendable {
    /// The item with this id, or `nil`. Its stock is 0 when the stock cannot be read.
    func item(id: Int) -> (any GoodsItem)?
    /// The item with this id with its stock read now, or `nil` when no item has the id; throws
    /// `GoodsError.storage` when the stock cannot be read (for checks that must not take that as 0).
    func checkedItem(id: Int) throws(GoodsError) -> (any GoodsItem)?
    /// The items, optionally of one category, in catalogue order.
    func items(category: String?) -> [any GoodsItem]
    /// The category keys, in catalogue order.
    func categories() -> [String]
    /// Takes the quantities (item id → count) out of stock, all or none; throws
    /// `GoodsError.outOfStock` naming the first item short.
    func reserve(_ quantities: [Int: Int]) throws(GoodsError)
    /// Gives back stock taken by ``reserve(_:)`` that no order kept (the undo of a payment that
    /// failed after reserving), all or none; quantities of zero or less give nothing back.
    func release(_ quantities: [Int: Int]) throws(GoodsError)
}

/// Why a goods operation failed.
public enum GoodsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No item has this id.
    case unknownItem(Int)
    /// Not enough in stock (none at all: sold out).
    case outOfStock(id: Int, name: String, requested: Int, available: Int)
    /// Stock could not be saved or read.
    case storage(String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .unknownItem(let id): "no goods item \(id)"
        case .outOfStock(let id, let name, _, let available) where available <= 0:
            "\(name) (item \(id)) is sold out"
        case .outOfStock(let id, let name, let requested, let available):
            "only \(available) of \(name) (item \(id)) in stock, \(requested) requested"
        case .storage(let reason): "goods storage failed: \(reason)"
        }
    }
}

extension GoodsError: ContractError {
    /// `goods.unknownItem`, `goods.soldOut` (none in stock), `goods.outOfStock` (fewer than
    /// requested) or `goods.storage`.
    public var key: String {
        switch self {
        case .unknownItem: "goods.unknownItem"
        case .outOfStock(_, _, _, let available) where available <= 0: "goods.soldOut"
        case .outOfStock: "goods.outOfStock"
        case .storage: "goods.storage"
        }
    }

    /// `id`; `id`, `name`, `requested`, `available`; or `reason`.
    public var values: [String: String] {
        switch self {
        case .unknownItem(let id): ["id": String(id)]
        case .outOfStock(let id, let name, let requested, let available):
            ["id": String(id), "name": name, "requested": String(requested), "available": String(available)]
        case .storage(let reason): ["reason": reason]
        }
    }

    /// Every case but `storage`.
    public var isDeclined: Bool {
        if case .storage = self { return false }
        return true
    }
}
