import AllContracts
import Foundation
import Testing

/// Prices and totals cross the contracts as `Money`, and orders saved before they carried a
/// currency still read.
@Suite struct MoneyInContractsTests {
    @Test func aStoredOrderWithoutACurrencyReadsAsYuan() async throws {
        let json = #"""
            {"id":1001,"userID":"alice","lines":[{"goodsID":3,"name":"Tea","quantity":2,"unitPriceMinorUnits":4500}],
             "totalMinorUnits":9000,"placedAt":0}
            """#
        let order = try JSONDecoder().decode(OrderSummary.self, from: Data(json.utf8))
        #expect(order.total == Money(minorUnits: 9000, currency: .cny))
        #expect(order.lines.first?.unitPrice == Money(minorUnits: 4500, currency: .cny))
    }

    @Test func anOrderRoundTripsWithItsCurrency() async throws {
        let line = CheckoutLine(
            goodsID: 3, name: "Tea", quantity: 2, unitPrice: Money(minorUnits: 4500, currency: .usd))
        let order = OrderSummary(
            id: 1001, userID: "alice", lines: [line], total: Money(minorUnits: 9000, currency: .usd), placedAt: 0)
        let data = try JSONEncoder().encode(order)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""totalMinorUnits":9000"#), "the stored shape keeps its keys: \(text)")
        #expect(text.contains(#""unitPriceMinorUnits":4500"#))
        #expect(try JSONDecoder().decode(OrderSummary.self, from: data) == order)
    }

    @Test func aLineIsPricedAsTheItemIs() async {
        struct Item: GoodsItem {
            let id = 7
            let name = "Teapot"
            let category = "teaware"
            let price = Money(minorUnits: 26_800)
            let stock = 1
        }
        #expect(CheckoutLine(item: Item(), quantity: 1).unitPrice == Money(minorUnits: 26_800))
    }
}
