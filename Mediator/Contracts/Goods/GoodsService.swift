/// The catalogue, prices and stock. Provided by the Goods module; Cart and Order use it with
/// real model values and never see Goods' code.
public protocol GoodsService: Sendable {
    /// The item with this id with its stock read now, or `nil` when no item has the id; throws
    /// `GoodsError.storage` when the stock cannot be read (never taken as 0).
    func item(id: Int) throws(GoodsError) -> (any GoodsItem)?
    /// The items, optionally of one category, in catalogue order, with their stock; throws
    /// `GoodsError.storage` when the stock cannot be read.
    func items(category: String?) throws(GoodsError) -> [any GoodsItem]
    /// The category keys, in catalogue order.
    func categories() -> [String]
    /// Takes the quantities (item id → count) out of stock for `payment` (an id unique to one
    /// payment), all or none, keeping them as reserved by `payment` in the same write; throws
    /// `GoodsError.outOfStock` naming the first item short. Reserving again for a payment that
    /// holds a reservation changes nothing.
    func reserve(_ quantities: [Int: Int], for payment: String) throws(GoodsError)
    /// Undoes ``reserve(_:for:)``: gives the stock `payment` reserved back and forgets the
    /// reservation, in one write. A payment that reserved nothing changes nothing, so running
    /// it twice is harmless.
    func release(payment: String) throws(GoodsError)
    /// The order of `payment` is placed: forgets its reservation (the stock stays taken). A
    /// payment that reserved nothing changes nothing.
    func settle(payment: String) throws(GoodsError)
    /// The payments that hold a reservation (reserved, neither settled nor released), each with
    /// how many units it holds; throws `.storage` when the stock cannot be read.
    func reservingPayments() throws(GoodsError) -> [String: Int]
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
