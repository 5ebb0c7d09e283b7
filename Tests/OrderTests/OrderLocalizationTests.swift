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
    func chinese() throws {
        let harness = try OrderHarness(language: .simplifiedChinese)
        let checkout = try #require(try harness.hub.open(OrderCheckout(lines: OrderHarness.lines)).page).content()
        #expect(checkout.title == "结算")
        #expect(checkout.link(to: "order/pay")?.title == "支付 ¥113.00")
        #expect(try harness.pay().content().title == "订单 1001 已下单")
        let error = routeError { _ = try harness.hub.open(OrderDetail(id: 7)) }
        #expect(error?.description.contains("您没有编号为 7 的订单") == true)
        let loggedOut = try OrderHarness(loggedIn: false, language: .simplifiedChinese)
        #expect(try #require(try loggedOut.hub.open(OrderList()).page).content().title == "需要登录")
    }
}
