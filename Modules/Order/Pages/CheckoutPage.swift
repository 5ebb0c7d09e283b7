import AccountContract
import Common
import OrderContract

/// Checkout: who pays, the lines, the total and a "Pay" link whose `OrderPay` carries exactly
/// what this drawing shows (the lines, the cart's revision at checkout, the user).
struct CheckoutPage: Page {
    let hub: Hub
    let basket: CheckoutBasket
    /// The cart's revision when checkout was opened.
    let cartRevision: Int
    let strings: StringTable

    func content() async -> PageContent {
        let who: String
        var payer: String?
        do {
            if let user = try await hub.service((any AccountService).self).currentUser() {
                who = strings("checkout.payingAs", ["name": user.name])
                payer = user.id
            } else {
                who = strings("checkout.notLoggedIn")
            }
        } catch {
            who = strings("error.unavailable", ["reason": ErrorSentence.of(error, strings.string)])
        }
        return PageContent(
            title: strings("checkout.title"),
            sections: [
                PageSection(items: [.text(who)]),
                PageSection(
                    heading: strings("checkout.lines"),
                    items: basket.lines.map { .record(OrderRecords.line($0, strings: strings)) }),
                PageSection(items: [
                    .field(OrderRecords.total(basket.total, strings: strings)),
                    .link(
                        PageLink(
                            strings("checkout.pay", ["total": basket.total.formatted]),
                            to: OrderPay(lines: basket.lines, cartRevision: cartRevision, userID: payer))),
                ]),
            ])
    }
}
