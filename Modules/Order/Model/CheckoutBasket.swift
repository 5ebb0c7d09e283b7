import Common
import Mediator

/// Checkout lines that have been checked: at least one line, sensible quantities and prices,
/// and totals that fit. Pages and payment work from this, so they never meet bad input.
struct CheckoutBasket: Sendable, Equatable {
    /// The largest quantity one line may carry.
    static let maximumQuantity = 999
    /// The most lines one checkout may carry.
    static let maximumLines = 100

    /// What makes lines unfit for checkout (and an order in the history corrupt).
    enum Problem: Error, Equatable, CustomStringConvertible {
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

        /// The problem in English, as a rule the lines break (for a corrupt history's warning).
        var description: String {
            switch self {
            case .noLines: "it has no lines"
            case .tooManyLines(let count): "it has \(count) lines, expected at most \(CheckoutBasket.maximumLines)"
            case .badQuantity(let line):
                "item \(line.goodsID) has quantity \(line.quantity), expected 1 to \(CheckoutBasket.maximumQuantity)"
            case .badPrice(let line):
                "item \(line.goodsID) has unit price \(line.unitPriceMinorUnits), expected 0 or more"
            case .totalTooLarge(let error): "its total is too large: \(error)"
            }
        }
    }

    /// The lines, as handed over.
    let lines: [CheckoutLine]
    /// Each line's total, in the order of `lines`.
    let lineTotals: [Money]
    /// The sum of the line totals.
    let total: Money

    /// Checks `lines`; throws an `OrderFailure` worded with `strings` naming what is wrong.
    init(lines: [CheckoutLine], strings: StringTable) throws(OrderFailure) {
        do {
            try self.init(checking: lines)
        } catch {
            throw OrderFailure(Self.sentence(for: error, strings: strings))
        }
    }

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
            strings("error.badPrice", ["id": String(line.goodsID), "price": String(line.unitPriceMinorUnits)])
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
            guard line.unitPriceMinorUnits >= 0 else { throw .badPrice(line) }
            do {
                totals.append(try Money(minorUnits: line.unitPriceMinorUnits).multiplied(by: line.quantity))
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
