import AccountContract
import OrderContract

extension StandInOrderService {
    /// Two orders of the first stand-in user (`demo`), at fixed times so output never changes:
    /// 1002 (one teapot, 2026-01-01) and 1001 (two green teas, 2025-12-01).
    public static let sampleOrders = [
        OrderSummary(
            id: 1002, userID: StandInAccountService.users[0].id,
            lines: [CheckoutLine(goodsID: 902, name: "Sample Teapot", quantity: 1, unitPrice: Money(minorUnits: 8800))],
            total: Money(minorUnits: 8800), placedAt: 1_767_225_600),
        OrderSummary(
            id: 1001, userID: StandInAccountService.users[0].id,
            lines: [
                CheckoutLine(goodsID: 901, name: "Sample Green Tea", quantity: 2, unitPrice: Money(minorUnits: 1250))
            ],
            total: Money(minorUnits: 2500), placedAt: 1_764_547_200),
    ]
}
