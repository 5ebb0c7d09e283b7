import AllContracts
import Common
import Console
import ModuleMakers
import StandIns
import Testing

@testable import ShellKit

/// Order alone, in process: checkout with the stand-ins' lines through the native entry, as
/// Cart's link would open it, then Pay and the order, and the refusals of an item out of stock.
/// (`StartTests` walks the same pages through the shell's command line with `--start`.)
@Suite struct OrderAloneTests {
    @Test func checkoutPaysWithTheStandInsAndFollowsALinkToTheOrder() async throws {
        let order = try #require(ModuleMakers.all.first { $0.name == "Order" })
        let hub = try await StandInCatalogue.standard.overrides(for: order.consumes()).overrides.run {
            try await Hub.build(
                [order.make(ModuleContext(store: InMemoryStateStore(), language: .english))],
                router: BazaarURL.routerConfiguration)
        }
        let goods = try await hub.service((any GoodsService).self)
        let tea = try #require(try goods.item(id: 901))
        let lines = [CheckoutLine(item: tea, quantity: 2)]
        try await hub.service((any CartService).self).add(goodsID: 901, quantity: 2)

        let navigator = Navigator(hub: hub)
        _ = try await navigator.open(OrderCheckout(lines: lines))
        let pay = try await #require(
            navigator.top?.content().links.first { $0.path == PageLink("", to: OrderPay()).path })
        _ = try await navigator.follow(pay)
        let detail = try await #require(navigator.top?.content().links.first { $0.path.hasPrefix("order/detail/") })
        _ = try await navigator.follow(detail)

        #expect(navigator.depth == 3)
        #expect(try goods.item(id: 901)?.stock == tea.stock - 2)
        let user = try #require(try await hub.service((any AccountService).self).currentUser())
        #expect(try await hub.service((any OrderService).self).orders(userID: user.id).count == 1)
    }

    @Test func theLastOneAndTheOutOfStockItemRefuseToBePaidTwice() async throws {
        let order = try #require(ModuleMakers.all.first { $0.name == "Order" })
        let hub = try await StandInCatalogue.standard.overrides(for: order.consumes()).overrides.run {
            try await Hub.build(
                [order.make(ModuleContext(store: InMemoryStateStore(), language: .english))],
                router: BazaarURL.routerConfiguration)
        }
        let navigator = Navigator(hub: hub)
        try await hub.service((any CartService).self).add(goodsID: 904, quantity: 1)
        let outOfStock = [
            CheckoutLine(goodsID: 904, name: "Sample Rare Oolong", quantity: 1, unitPrice: Money(minorUnits: 26800))
        ]
        _ = try await navigator.open(OrderCheckout(lines: outOfStock))
        let pay = try await #require(
            navigator.top?.content().links.first { $0.path == PageLink("", to: OrderPay()).path })
        await #expect(throws: RouteError.self) { try await navigator.follow(pay) }
        #expect(try await hub.service((any OrderService).self).orders(userID: "demo").isEmpty)
    }
}
