// A module that imports this contract gets the runtime and the shared contract types with it.
@_exported import ContractSupport

extension ModuleContract {
    /// The Goods module's routes, entry first, and its services.
    public static let goods = ModuleContract(
        name: "Goods", entry: GoodsList(),
        routes: [GoodsList.self, GoodsDetail.self],
        services: [ServiceKey((any GoodsService).self)])
}
