import CartContract
import Common
import GoodsContract
import OrderContract

/// Checkout lines that have been checked: at least one line, sensible quantities and prices,
/// and totals that fit. Pages and payment work from this, so they never meet bad input.
struct CheckoutBasket: Sendable, Equatable {
    /// The largest quantity one line may carry.
    static let maximumQuantity = 999
    /// The most lines one checkout may carry.
    static let maximumLines = 100

    /// What makes lines unfit for checkout (and an order in the history corrupt).
    enum Problem: Error, Equatable {
        /// No line at all.
        case noLines
        /// More than ``maximumLines`` lines.
        case tooManyLines(Int)
        /// A quantity outside 1 to ``maximumQuantity``.
        case badQuantity(CheckoutLine)
        /// A negative unit price.
        case badPrice(CheckoutLine)
        /// A line total or the total does not fit.
        case totalTooLarge(MoneyError)

        /// The problem as the rule `lines`, stored at `field` (as in `orders[0].lines`), break
        /// (for a corrupt history's warning).
        func brokenRule(in lines: [CheckoutLine], at field: String) -> BrokenRule {
            let at = { (line: CheckoutLine) in "\(field)[\(lines.firstIndex(of: line) ?? 0)]" }
            return switch self {
            case .noLines: BrokenRule(field: field, found: "", expected: .notEmpty)
            case .tooManyLines(let count):
                BrokenRule(field: field, found: count, expected: .entriesAtMost("\(CheckoutBasket.maximumLines)"))
            case .badQuantity(let line):
                BrokenRule(
                    field: at(line) + ".quantity", found: line.quantity,
                    expected: .range(low: "1", high: "\(CheckoutBasket.maximumQuantity)"))
            case .badPrice(let line):
                BrokenRule(
                    field: at(line) + ".unitPriceMinorUnits", found: line.unitPrice.minorUnits, expected: .atLeast("0"))
            case .totalTooLarge: BrokenRule(field: field, found: "", expected: .sumFits)
            }
        }
    }

    /// The lines, as handed over.
    let lines: [CheckoutLine]
    /// Each line's total, in the order of `lines`.
    let lineTotals: [Money]
    /// The sum of the line totals.
    let total: Money

    /// The sentence for a problem, in the language of `strings`.
    static func sentence(for problem: Problem, strings: StringTable) -> String {
        switch problem {
        case .noLines:
            strings("error.noLines")
        case .tooManyLines(let count):
            strings("error.tooManyLines", ["count": String(count), "maximum": String(maximumLines)])
        case .badQuantity(let line):
            strings(
                "error.badQuantity",
                ["id": String(line.goodsID), "quantity": String(line.quantity), "maximum": String(maximumQuantity)])
        case .badPrice(let line):
            strings("error.badPrice", ["id": String(line.goodsID), "price": String(line.unitPrice.minorUnits)])
        case .totalTooLarge(let error):
            strings("error.totalTooLarge", ["reason": error.description])
        }
    }

    /// Checks `lines`, throwing the first ``Problem``.
    init(checking lines: [CheckoutLine]) throws(Problem) {
        guard !lines.isEmpty else { throw .noLines }
        guard lines.count <= Self.maximumLines else { throw .tooManyLines(lines.count) }
        var totals: [Money] = []
        for line in lines {
            guard (1...Self.maximumQuantity).contains(line.quantity) else { throw .badQuantity(line) }
            guard line.unitPrice.minorUnits >= 0 else { throw .badPrice(line) }
            do {
                totals.append(try line.unitPrice.multiplied(by: line.quantity))
            } catch {
                throw .totalTooLarge(error)
            }
        }
        do {
            total = try Money.total(totals)
        } catch {
            throw .totalTooLarge(error)
        }
        self.lines = lines
        self.lineTotals = totals
    }

    /// How many of each item, for `GoodsService.reserve` (lines of the same item are added up;
    /// the checked bounds keep the sums small).
    var quantities: [Int: Int] {
        lines.reduce(into: [:]) { quantities, line in quantities[line.goodsID, default: 0] += line.quantity }
    }

    /// The cart's lines this basket pays for: one per item, in item order.
    var cartLines: [CartLine] {
        quantities.sorted { $0.key < $1.key }.map { CartLine(goodsID: $0.key, quantity: $0.value) }
    }

    /// How many items, all lines together.
    var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }
}

extension CheckoutBasket {
    /// The lines of `cart` for checkout, priced through the goods service (a line the catalogue
    /// no longer has left out); `nil` when the goods cannot be used.
    static func lines(of cart: CartSnapshot, in hub: Hub) async -> [CheckoutLine]? {
        guard let goods = try? await hub.service((any GoodsService).self) else { return nil }
        return cart.lines.compactMap { line in
            (try? goods.item(id: line.goodsID)).flatMap { $0 }.map { CheckoutLine(item: $0, quantity: line.quantity) }
        }
    }
}
