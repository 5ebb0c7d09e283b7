// A module that imports this contract gets the runtime and the shared contract types with it.
@_exported import ContractSupport

extension ModuleContract {
    /// The Order module's routes, entry first, and its services.
    public static let order = ModuleContract(
        name: "Order", entry: OrderList(),
        routes: [OrderList.self, OrderDetail.self, OrderCheckout.self, OrderPay.self],
        services: [ServiceKey((any OrderService).self)])
}
