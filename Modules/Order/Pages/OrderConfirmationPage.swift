import Common
import HomeContract
import OrderContract

/// What paying answers: the order's number and total, with links to it, the list and home.
struct OrderConfirmationPage: Page {
    let order: OrderSummary
    let userName: String
    let strings: StringTable

    func content() -> PageContent {
        let id = String(order.id)
        let total = OrderRecords.total(order.total, strings: strings)
        return PageContent(
            title: strings("confirmation.title", ["id": id]),
            sections: [
                PageSection(items: [
                    .text(
                        strings.plural(
                            "confirmation.thanks", count: OrderRecords.itemCount(order),
                            ["name": userName, "total": total.value])),
                    .field(PageField(key: "id", label: strings("field.order"), integer: order.id)),
                    .field(total),
                ]),
                PageSection(items: [
                    .link(PageLink(strings("link.orderDetail", ["id": id]), to: OrderDetail(id: order.id))),
                    .link(PageLink(strings("link.orderList"), to: OrderList())),
                    .link(PageLink(strings("link.home"), to: HomePage())),
                ]),
            ])
    }
}
