import Common
import OrderContract

/// A readable summary of a route's payload for a stand-in page: checkout lines as a table with
/// their total, anything else as Swift describes it; worded by the shell's `standIn.payload.*` strings.
struct StandInPayloadSummary {
    /// The page items that show the payload.
    let items: [PageItem]

    /// Summarises `payload` (`nil`: "none") in the language of `strings`.
    init(_ payload: Any?, strings: StringTable) {
        guard let payload else {
            items = [.text(strings("standIn.none"))]
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
            let unit = line.unitPrice
            do {
                let amount = try unit.multiplied(by: line.quantity)
                total = try total.adding(amount)
                rows.append([String(line.goodsID), line.name, String(line.quantity), unit.formatted, amount.formatted])
            } catch {
                overflow = true
                rows.append([
                    String(line.goodsID), line.name, String(line.quantity), unit.formatted,
                    strings("standIn.payload.overflow"),
                ])
            }
        }
        items = [
            .text(strings.plural("standIn.payload.lines", count: lines.count, ["type": "[CheckoutLine]"])),
            .table(
                PageTable(
                    columns: ["item", "name", "quantity", "unitPrice", "amount"].map {
                        strings("standIn.payload.\($0)")
                    }, rows: rows, numericColumns: [0, 2, 3, 4])),
            .field(
                PageField(
                    key: "total", label: strings("standIn.payload.total"),
                    value: overflow ? strings("standIn.payload.overflow") : total.formatted, isNumeric: true)),
        ]
    }
}
