import Common
import Mediator

/// Checkout: the lines, the total and a "Pay" link carrying the lines to `OrderPay`.
struct CheckoutPage: Page {
    let hub: Hub
    let basket: CheckoutBasket
    let strings: StringTable

    func content() -> PageContent {
        let who: String
        do {
            if let user = try hub.service((any AccountService).self).currentUser() {
                who = strings("checkout.payingAs", ["name": user.name])
            } else {
                who = strings("checkout.notLoggedIn")
            }
        } catch {
            who = strings("error.unavailable", ["reason": error.description])
        }
        return PageContent(
            title: strings("checkout.title"),
            sections: [
                PageSection(items: [.text(who)]),
                PageSection(
                    heading: strings("checkout.lines"),
                    items: basket.lines.map { .record(OrderRecords.line($0, strings: strings)) }),
                PageSection(items: [
                    .field(OrderRecords.total(minorUnits: basket.total.minorUnits, strings: strings)),
                    .link(
                        PageLink(
                            strings("checkout.pay", ["total": basket.total.formatted]), to: OrderPay(),
                            payload: basket.lines)),
                ]),
            ])
    }
}
