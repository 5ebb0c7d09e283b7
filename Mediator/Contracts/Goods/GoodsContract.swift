extension ModuleContract {
    /// The Goods module's routes, entry first.
    public static let goods = ModuleContract(
        name: "Goods", entry: GoodsList(),
        routes: [GoodsList.self, GoodsDetail.self])
}
