import Common
import Foundation
import Mediator

/// How Order pages show lines, totals and dates, so every page shows them the same way.
enum OrderRecords {
    /// A record for one line: fields id, name, quantity, unitPrice, lineTotal; links to the item.
    static func line(_ line: CheckoutLine, strings: StringTable) -> PageRecord {
        let unitPrice = Money(minorUnits: line.unitPriceMinorUnits)
        return PageRecord(
            title: line.name,
            fields: [
                PageField(key: "id", label: strings("field.id"), integer: line.goodsID),
                PageField(key: "name", label: strings("field.name"), value: line.name),
                PageField(key: "quantity", label: strings("field.quantity"), integer: line.quantity),
                money("unitPrice", label: strings("field.unitPrice"), unitPrice),
                money(
                    "lineTotal", label: strings("field.lineTotal"), try? unitPrice.multiplied(by: line.quantity)),
            ],
            link: PageLink(line.name, to: GoodsDetail(id: line.goodsID)))
    }

    /// The total field.
    static func total(minorUnits: Int, strings: StringTable) -> PageField {
        money("total", label: strings("field.total"), Money(minorUnits: minorUnits))
    }

    /// A money field, or "—" when the amount is unknown (too large to compute).
    static func money(_ key: String, label: String, _ amount: Money?) -> PageField {
        guard let amount else { return PageField(key: key, label: label, typed: .absent(text: "—"), isNumeric: true) }
        return PageField(
            key: key, label: label, minorUnits: amount.minorUnits, currency: amount.currency.code,
            text: amount.formatted)
    }

    /// When an order was placed: the moment, written as `2025-11-22T09:30:00Z` (UTC, the same in
    /// every language).
    static func placedAt(_ seconds: Double, strings: StringTable) -> PageField {
        let date = Date(timeIntervalSince1970: seconds)
        return PageField(key: "placedAt", label: strings("field.placedAt"), time: date, text: date.formatted(.iso8601))
    }

    /// How many items an order holds.
    static func itemCount(_ order: OrderSummary) -> Int {
        order.lines.reduce(0) { $0 + $1.quantity }
    }
}
