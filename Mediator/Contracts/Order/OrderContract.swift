extension ModuleContract {
    /// The Order module's routes, entry first.
    public static let order = ModuleContract(
        name: "Order", entry: OrderList(),
        routes: [OrderList.self, OrderDetail.self, OrderCheckout.self, OrderPay.self])
}
