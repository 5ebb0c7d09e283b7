import Common
import Foundation
import Mediator

/// How Order pages show lines, totals and dates, so every page shows them the same way.
enum OrderRecords {
    /// A record for one line: fields id, name, quantity, unitPrice, lineTotal; links to the item.
    static func line(_ line: CheckoutLine, strings: StringTable) -> PageRecord {
        let lineTotal =
            (try? line.unitPrice.multiplied(by: line.quantity))
            .map(\.formatted) ?? "—"
        return PageRecord(
            title: line.name,
            fields: [
                PageField(key: "id", label: strings("field.id"), value: String(line.goodsID), isNumeric: true),
                PageField(key: "name", label: strings("field.name"), value: line.name),
                PageField(
                    key: "quantity", label: strings("field.quantity"), value: String(line.quantity), isNumeric: true),
                PageField(
                    key: "unitPrice", label: strings("field.unitPrice"),
                    value: line.unitPrice.formatted, isNumeric: true),
                PageField(key: "lineTotal", label: strings("field.lineTotal"), value: lineTotal, isNumeric: true),
            ],
            link: PageLink(line.name, to: GoodsDetail(id: line.goodsID)))
    }

    /// The total field.
    static func total(_ total: Money, strings: StringTable) -> PageField {
        PageField(key: "total", label: strings("field.total"), value: total.formatted, isNumeric: true)
    }

    /// When an order was placed, in local time and the user's language (`Nov 22, 2025 at 5:30 PM`).
    static func placedAt(_ seconds: Double, strings: StringTable) -> String {
        LocalTime.text(Date(timeIntervalSince1970: seconds), language: strings.language)
    }

    /// How many items an order holds.
    static func itemCount(_ order: OrderSummary) -> Int {
        order.lines.reduce(0) { $0 + $1.quantity }
    }
}
