import Mediator

/// One value of every case of the contracts' errors, for tests that check each module words
/// every contract error it can meet in both languages.
public enum ContractErrorSamples {
    /// Every `GoodsError` case.
    public static let goods: [GoodsError] = [
        .unknownItem(9), .outOfStock(id: 3, name: "Tea", requested: 2, available: 1), .storage("disk full"),
    ]
    /// Every `CartError` case, the goods errors included.
    public static let cart: [CartError] =
        [.invalidQuantity(0), .notInCart(3), .storage("disk full"), .changed(3)] + goods.map { .goods($0) }
    /// Every `AccountError` case.
    public static let account: [AccountError] = [.unknownUser("zed"), .notLoggedIn, .storage("disk full")]
}
