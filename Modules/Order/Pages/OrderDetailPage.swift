import AccountContract
import Common
import HomeContract
import OrderContract

/// One order of the logged-in user: its lines, total and when it was placed.
///
/// Reads the order each time it is drawn, so an order deleted meanwhile (its account was
/// deleted) says so instead of showing stale lines.
struct OrderDetailPage: ContentPage {
    let hub: Hub
    let history: OrderHistory
    let orderID: Int
    let strings: StringTable

    func content() async -> PageContent {
        let id = String(orderID)
        let title = strings("detail.title", ["id": id])
        let order: OrderSummary
        do {
            guard let user = try await hub.service((any AccountService).self).currentUser() else {
                // Logged out since the guard let the page open: said as any reason it cannot show.
                throw AccountError.notLoggedIn
            }
            guard let found = try history.order(id: orderID, userID: user.id) else {
                return PageContent(
                    title: title, sections: [PageSection(items: [.text(strings("detail.gone", ["id": id]))])])
            }
            order = found
        } catch {
            return PageContent(
                title: title,
                sections: [
                    PageSection(items: [
                        .text(strings("error.unavailable", ["reason": ErrorSentence.of(error, strings.string)]))
                    ]),
                    OrderRecords.onwards(after: error, to: OrderDetail(id: orderID), strings: strings),
                ])
        }
        return PageContent(
            title: title,
            sections: [
                PageSection(items: [
                    .field(PageField(key: "id", label: strings("field.order"), integer: orderID)),
                    .field(OrderRecords.placedAt(order.placedAt, strings: strings)),
                ]),
                PageSection(
                    heading: strings("checkout.lines"),
                    items: order.lines.map { .record(OrderRecords.line($0, strings: strings)) }),
                PageSection(items: [
                    .field(OrderRecords.total(order.total, strings: strings)),
                    .link(PageLink(strings("link.orderList"), to: OrderList())),
                    .link(PageLink(strings("link.home"), to: HomePage())),
                ]),
            ])
    }
}
