import AccountContract
import CartContract
import Common
import GoodsContract

/// One value of every case of the contracts' errors, for tests that check each module words
/// every contract error it can meet in both languages.
public enum ContractErrorSamples {
    /// Every `GoodsError` case, and every key one has (out of stock with none left is sold out).
    public static let goods: [GoodsError] = [
        .unknownItem(9), .outOfStock(id: 3, name: "Tea", requested: 2, available: 1),
        .outOfStock(id: 2, name: "Tea", requested: 1, available: 0), .storage("disk full"),
    ]
    /// Every `CartError` case, the goods errors included.
    public static let cart: [CartError] =
        [.invalidQuantity(0), .notInCart(3), .storage("disk full"), .changed(3)] + goods.map { .goods($0) }
    /// Every `AccountError` case.
    public static let account: [AccountError] = [.unknownUser("zed"), .notLoggedIn, .storage("disk full")]

    /// What module `module`'s strings in `language` fail to word among `errors`: a key with no
    /// sentence in that language itself, or a sentence left with a placeholder (`extra` fills
    /// the values a module adds, such as Account's list of valid users). Empty when all is worded.
    public static func unworded(
        _ errors: [any ContractError], module: String, language: Language, extra: [String: String] = [:]
    ) throws -> [String] {
        let strings = try StringTable.load(
            resourceDirectory: ModuleSources(module).resourceDirectory, language: language)
        return errors.compactMap { error in
            guard strings.contains(error.key, in: language) else { return "no sentence for \(error.key)" }
            let sentence = strings(error.key, error.values.merging(extra) { _, added in added })
            return sentence.contains("{") ? sentence : nil
        }
    }
}
