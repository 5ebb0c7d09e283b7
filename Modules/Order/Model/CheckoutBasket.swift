import Common
import Mediator

/// Checkout lines that have been checked: at least one line, sensible quantities and prices,
/// and totals that fit. Pages and payment work from this, so they never meet bad input.
struct CheckoutBasket: Sendable, Equatable {
    /// The largest quantity one line may carry.
    static let maximumQuantity = 999
    /// The most lines one checkout may carry.
    static let maximumLines = 100

    /// The lines, as handed over.
    let lines: [CheckoutLine]
    /// Each line's total, in the order of `lines`.
    let lineTotals: [Money]
    /// The sum of the line totals.
    let total: Money

    /// Checks `lines`; throws an `OrderFailure` worded with `strings` naming what is wrong.
    init(lines: [CheckoutLine], strings: StringTable) throws(OrderFailure) {
        guard !lines.isEmpty else { throw OrderFailure(strings("error.noLines")) }
        guard lines.count <= Self.maximumLines else {
            throw OrderFailure(
                strings("error.tooManyLines", ["count": String(lines.count), "maximum": String(Self.maximumLines)]))
        }
        var totals: [Money] = []
        for line in lines {
            guard (1...Self.maximumQuantity).contains(line.quantity) else {
                throw OrderFailure(
                    strings(
                        "error.badQuantity",
                        [
                            "id": String(line.goodsID), "quantity": String(line.quantity),
                            "maximum": String(Self.maximumQuantity),
                        ]))
            }
            guard line.unitPriceMinorUnits >= 0 else {
                throw OrderFailure(
                    strings(
                        "error.badPrice",
                        ["id": String(line.goodsID), "price": String(line.unitPriceMinorUnits)]))
            }
            do {
                totals.append(try Money(minorUnits: line.unitPriceMinorUnits).multiplied(by: line.quantity))
            } catch {
                throw OrderFailure(strings("error.totalTooLarge", ["reason": error.description]))
            }
        }
        do {
            total = try Money.total(totals)
        } catch {
            throw OrderFailure(strings("error.totalTooLarge", ["reason": error.description]))
        }
        self.lines = lines
        self.lineTotals = totals
    }

    /// How many of each item, for `GoodsService.reserve` (lines of the same item are added up).
    var quantities: [Int: Int] {
        lines.reduce(into: [:]) { quantities, line in quantities[line.goodsID, default: 0] += line.quantity }
    }

    /// How many items, all lines together.
    var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }
}
