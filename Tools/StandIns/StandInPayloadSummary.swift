import Common
import OrderContract

/// A readable summary of a route's payload for a stand-in page: checkout lines as records (one
/// per line, keyed by goods ID) with their total, anything else as Swift describes it; worded by
/// the shell's `standIn.payload.*` strings.
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
        func field(_ key: String, _ value: String) -> PageField {
            PageField(key: key, label: strings("standIn.payload.\(key)"), value: value, isNumeric: key != "name")
        }
        var records: [PageItem] = []
        var total = Money.zero()
        var overflow = false
        for line in lines {
            let unit = line.unitPrice
            let amount: String
            do {
                let exact = try unit.multiplied(by: line.quantity)
                total = try total.adding(exact)
                amount = exact.formatted
            } catch {
                overflow = true
                amount = strings("standIn.payload.overflow")
            }
            let id = String(line.goodsID)
            records.append(
                .record(
                    PageRecord(
                        title: id,
                        fields: [
                            field("item", id), field("name", line.name), field("quantity", String(line.quantity)),
                            field("unitPrice", unit.formatted), field("amount", amount),
                        ])))
        }
        items =
            [.text(strings.plural("standIn.payload.lines", count: lines.count, ["type": "[CheckoutLine]"]))]
            + records
            + [
                .field(
                    PageField(
                        key: "total", label: strings("standIn.payload.total"),
                        value: overflow ? strings("standIn.payload.overflow") : total.formatted, isNumeric: true))
            ]
    }
}
