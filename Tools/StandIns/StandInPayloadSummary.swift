import Common
import Mediator

/// A readable summary of a route's payload for a stand-in page: checkout lines as a table with
/// their total, anything else as Swift describes it.
struct StandInPayloadSummary {
    /// The page items that show the payload.
    let items: [PageItem]

    /// Summarises `payload` (`nil`: "none").
    init(_ payload: (any Sendable)?) {
        guard let payload else {
            items = [.text("none")]
            return
        }
        guard let lines = payload as? [CheckoutLine] else {
            items = [.text("\(Swift.type(of: payload)): \(String(describing: payload))")]
            return
        }
        var rows: [[String]] = []
        var total = Money.zero()
        var overflow = false
        for line in lines {
            let unit = Money(minorUnits: line.unitPriceMinorUnits)
            do {
                let amount = try unit.multiplied(by: line.quantity)
                total = try total.adding(amount)
                rows.append([String(line.goodsID), line.name, String(line.quantity), unit.formatted, amount.formatted])
            } catch {
                overflow = true
                rows.append([String(line.goodsID), line.name, String(line.quantity), unit.formatted, "overflow"])
            }
        }
        items = [
            .text("[CheckoutLine], \(lines.count) line\(lines.count == 1 ? "" : "s")"),
            .table(
                PageTable(
                    columns: ["Item", "Name", "Quantity", "Unit price", "Amount"], rows: rows,
                    numericColumns: [0, 2, 3, 4])),
            .field(
                PageField(
                    key: "total", label: "Total", value: overflow ? "overflow" : total.formatted, isNumeric: true)),
        ]
    }
}
