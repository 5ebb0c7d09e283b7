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
        let list = try #require(try await harness.hub.open(OrderList()).page)
        try await harness.account.logOut()
        await #expect(list.content().texts == ["订单暂不可用：没有用户登录。"])
    }
}
