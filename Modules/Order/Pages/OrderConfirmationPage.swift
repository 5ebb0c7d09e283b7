import Common
import HomeContract
import OrderContract

/// What paying answers: the order's number and total, with links to it, the list and home, and
/// what the modules that heard of the order could not do (the order stands).
struct OrderConfirmationPage: ContentPage {
    let order: OrderSummary
    let userName: String
    /// The causes of what `OrderPlaced`'s subscribers could not do, in the user's language.
    let problems: [String]
    let strings: StringTable

    func content() -> PageContent {
        let id = String(order.id)
        let total = OrderRecords.total(order.total, strings: strings)
        return PageContent(
            title: strings("confirmation.title", ["id": id]),
            sections: [
                PageSection(
                    items: [
                        .text(
                            strings.plural(
                                "confirmation.thanks", count: OrderRecords.itemCount(order),
                                ["name": userName, "total": total.value])),
                        .field(PageField(key: "id", label: strings("field.order"), integer: order.id)),
                        .field(total),
                    ] + problems.map { .text(strings("confirmation.notFollowed", ["reason": $0])) }),
                PageSection(items: [
                    .link(PageLink(strings("link.orderDetail", ["id": id]), to: OrderDetail(id: order.id))),
                    .link(PageLink(strings("link.orderList"), to: OrderList())),
                    .link(PageLink(strings("link.home"), to: HomePage())),
                ]),
            ])
    }
}
