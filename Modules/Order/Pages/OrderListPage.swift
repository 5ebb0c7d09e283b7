import AccountContract
import Common
import HomeContract
import OrderContract

/// The logged-in user's orders, newest first, each a record linking to its detail page.
///
/// Reads the session and the history each time it is drawn; when nobody is logged in any
/// more (a log-out since it opened), it says so in place of the orders.
struct OrderListPage: ContentPage {
    let hub: Hub
    let history: OrderHistory
    let strings: StringTable

    func content() async -> PageContent {
        let user: AccountUser
        let orders: [OrderSummary]
        do {
            guard let current = try await hub.service((any AccountService).self).currentUser() else {
                // Logged out since the guard let the page open: said as any reason it cannot show.
                throw AccountError.notLoggedIn
            }
            user = current
            orders = try history.orders(userID: current.id)
        } catch {
            return PageContent(
                title: strings("list.title"),
                sections: [
                    PageSection(items: [
                        .text(strings("error.unavailable", ["reason": ErrorSentence.of(error, strings.string)]))
                    ]),
                    OrderRecords.onwards(after: error, to: OrderList(), strings: strings),
                ])
        }
        let items: [PageItem] =
            orders.isEmpty
            ? [.text(strings("list.empty"))]
            : orders.map { order in
                .record(
                    PageRecord(
                        // The order number: the `id` field repeats it, so a table of these
                        // records heads its first column with that field's label ("Order").
                        title: String(order.id),
                        fields: [
                            PageField(
                                key: "id", label: strings("field.order"), integer: order.id),
                            OrderRecords.placedAt(order.placedAt, strings: strings),
                            PageField(
                                key: "items", label: strings("field.items"),
                                integer: OrderRecords.itemCount(order)),
                            OrderRecords.total(order.total, strings: strings),
                        ],
                        link: PageLink(
                            strings("link.orderDetail", ["id": String(order.id)]), to: OrderDetail(id: order.id))))
            }
        return PageContent(
            title: strings("list.title"),
            sections: [
                PageSection(heading: strings("list.heading", ["name": user.name]), items: items),
                PageSection(items: [.link(PageLink(strings("link.home"), to: HomePage()))]),
            ])
    }
}
