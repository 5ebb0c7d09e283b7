import AccountContract
import Common
import GoodsContract
import OrderContract

/// Checkout: who pays, the lines, the total and a "Pay" link whose `OrderPay` carries exactly
/// what this drawing shows (the lines, the cart's revision at checkout, the user). A line the
/// stock cannot fill now is said so, and Pay is unavailable, saying why, until the cart changes.
struct CheckoutPage: ContentPage {
    let hub: Hub
    let basket: CheckoutBasket
    /// The cart's revision when checkout was opened.
    let cartRevision: Int
    /// Whether the cart held other lines than the link that opened checkout carried.
    var cartChanged = false
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
        let short = await shortages()
        return PageContent(
            title: strings("checkout.title"),
            sections: [
                PageSection(items: [.text(who)] + (cartChanged ? [.text(strings("checkout.cartChanged"))] : [])),
                PageSection(
                    heading: strings("checkout.lines"),
                    items: basket.lines.map { .record(OrderRecords.line($0, strings: strings)) }
                        + short.map { .text($0) }),
                PageSection(items: [
                    .field(OrderRecords.total(basket.total, strings: strings)),
                    .link(
                        PageLink(
                            strings("checkout.pay", ["total": basket.total.formatted]),
                            to: OrderPay(lines: basket.lines, cartRevision: cartRevision, userID: payer)
                        )
                        .unavailable(because: short.isEmpty ? nil : strings("checkout.payUnavailable"))),
                ]),
            ])
    }

    /// A sentence for each line the stock cannot fill now (sold out, or fewer in stock than the
    /// line holds), in the order of the lines; none when the stock cannot be read (paying says so).
    private func shortages() async -> [String] {
        guard let goods = try? await hub.service((any GoodsService).self) else { return [] }
        return basket.lines.compactMap { line in
            guard let item = (try? goods.item(id: line.goodsID)) ?? nil, item.stock < line.quantity else { return nil }
            let values = [
                "name": line.name, "id": String(line.goodsID), "available": String(item.stock),
                "quantity": String(line.quantity),
            ]
            return strings(item.stock <= 0 ? "checkout.soldOut" : "checkout.overStock", values)
        }
    }
}
