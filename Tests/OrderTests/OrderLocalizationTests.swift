import AllContracts
import Common
import Foundation
import ModuleTesting
import StandIns
import Testing

@testable import Order

@Suite("Order localisation")
struct OrderLocalizationTests {
    @Test("pages and errors speak Chinese")
    func chinese() async throws {
        let harness = try await OrderHarness(language: .simplifiedChinese)
        let checkout = try await #require(try await harness.hub.open(OrderCheckout(lines: OrderHarness.lines)).page)
            .content()
        #expect(checkout.title == "结算")
        #expect(checkout.link(to: "order/pay")?.title == "支付 ¥113.00")
        #expect(try await harness.pay().content().title == "订单 1001 已下单")
        let error = await routeError { _ = try await harness.hub.open(OrderDetail(id: 7)) }
        #expect(error?.description.contains("您没有编号为 7 的订单") == true)
        let loggedOut = try await OrderHarness(loggedIn: false, language: .simplifiedChinese)
        await #expect(try #require(try await loggedOut.hub.open(OrderList()).page).content().title == "需要登录")
    }
}
