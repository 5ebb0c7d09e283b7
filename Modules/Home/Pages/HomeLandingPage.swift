import AccountContract
import CartContract
import Common
import GoodsContract
import MessagesContract
import OrderContract

/// The landing page: a greeting, the cart's item count, the user's order count, and links to
/// the goods, the cart, the orders, the inbox and the account. A session that cannot be read
/// shows no greeting (not a guest's) and says why.
///
/// Asks Account, Cart and Order each time it is drawn, so the counts are current. A service
/// that cannot be reached leaves its part out and says why; the links are always there.
struct HomeLandingPage: ContentPage {
    let hub: Hub
    let strings: StringTable

    func content() async -> PageContent {
        var problems: [String] = []
        // `nil` when the session could not be read: then no greeting, rather than one for a guest.
        var user: AccountUser??
        do {
            user = .some(try await hub.service((any AccountService).self).currentUser())
        } catch {
            problems.append(ErrorSentence.of(error, strings.string))
        }
        var cartItems: Int?
        do {
            cartItems = try await hub.service((any CartService).self).snapshot().lines.reduce(0) { $0 + $1.quantity }
        } catch {
            problems.append(ErrorSentence.of(error, strings.string))
        }
        var orderCount: Int?
        if let user = user ?? nil {
            do {
                orderCount = try await hub.service((any OrderService).self).orders(userID: user.id).count
            } catch {
                problems.append(ErrorSentence.of(error, strings.string))
            }
        }

        var summary: [PageItem] = []
        if let user {
            summary.append(.text(user.map { strings("home.greeting", ["name": $0.name]) } ?? strings("home.guest")))
        }
        if let cartItems {
            summary.append(
                .field(
                    PageField(
                        key: "cartItems", label: strings("field.cartItems"), integer: cartItems)))
        }
        if let orderCount {
            summary.append(
                .field(
                    PageField(key: "orders", label: strings("field.orders"), integer: orderCount)
                )
            )
        }
        summary += problems.map { .text(strings("error.unavailable", ["reason": $0])) }

        let cartTitle = cartItems.map { strings("link.cart", ["count": String($0)]) } ?? strings("link.cartPlain")
        let ordersTitle =
            orderCount.map { strings("link.orders", ["count": String($0)]) } ?? strings("link.ordersPlain")
        return PageContent(
            title: strings("home.title"),
            sections: [
                PageSection(items: summary),
                PageSection(
                    heading: strings("home.shop"),
                    items: [
                        .link(PageLink(strings("link.goods"), to: GoodsList())),
                        .link(PageLink(cartTitle, to: CartShow())),
                        .link(PageLink(ordersTitle, to: OrderList())),
                        .link(PageLink(strings("link.messages"), to: MessagesInbox())),
                        .link(PageLink(strings("link.account"), to: AccountProfile())),
                    ]),
            ])
    }
}
