import AccountContract
import Common
import Foundation
import GoodsContract
import HomeContract
import OrderContract

/// How Order pages show lines, totals and dates, so every page shows them the same way.
enum OrderRecords {
    /// A record for one line: fields id, name, quantity, unitPrice, lineTotal; links to the item.
    static func line(_ line: CheckoutLine, strings: StringTable) -> PageRecord {
        PageRecord(
            title: line.name,
            fields: [
                PageField(key: "id", label: strings("field.id"), integer: line.goodsID),
                PageField(key: "name", label: strings("field.name"), value: line.name),
                PageField(key: "quantity", label: strings("field.quantity"), integer: line.quantity),
                PageField(key: "unitPrice", label: strings("field.unitPrice"), money: line.unitPrice),
                PageField(
                    key: "lineTotal", label: strings("field.lineTotal"),
                    money: try? line.unitPrice.multiplied(by: line.quantity)),
            ],
            link: PageLink(line.name, to: GoodsDetail(id: line.goodsID)))
    }

    /// The total field.
    static func total(_ total: Money, strings: StringTable) -> PageField {
        PageField(key: "total", label: strings("field.total"), money: total)
    }

    /// When an order was placed: the moment (JSON writes it in ISO 8601), read in local time and the
    /// user's language (`Nov 22, 2025 at 5:30 PM`).
    static func placedAt(_ seconds: Double, strings: StringTable) -> PageField {
        let date = Date(timeIntervalSince1970: seconds)
        return PageField(
            key: "placedAt", label: strings("field.placedAt"), time: date,
            text: LocalTime.text(date, language: strings.language))
    }

    /// How many items an order holds.
    static func itemCount(_ order: OrderSummary) -> Int {
        order.lines.reduce(0) { $0 + $1.quantity }
    }

    /// The way on from a page that cannot show what it is for because of `error`: when nobody is
    /// logged in any more, a link to `route` again (its guard asks for a log-in, then shows it),
    /// then home.
    static func onwards(after error: any Error, to route: some Route, strings: StringTable) -> PageSection {
        var links: [PageItem] = []
        if case AccountError.notLoggedIn? = error as? AccountError {
            links.append(.link(PageLink(strings("link.logInAgain"), to: route)))
        }
        return PageSection(items: links + [.link(PageLink(strings("link.home"), to: HomePage()))])
    }
}
