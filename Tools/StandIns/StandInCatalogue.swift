import AccountContract
import CartContract
import Common
import GoodsContract
import OrderContract

/// The stand-ins one can register for services consumed from absent modules, keyed by service.
///
/// The shell registers, for every service the module it runs consumes, the stand-in listed
/// here; a consumed service with no stand-in is left unregistered, so the hub's wiring check
/// reports it. Tests use the same catalogue to run a module with the same stand-ins.
public struct StandInCatalogue: Sendable {
    /// The entries, in the order `shell --list` shows them.
    public let standIns: [StandIn]

    /// A catalogue of the given entries; the first entry for a service wins.
    public init(_ standIns: [StandIn]) {
        self.standIns = standIns
    }

    /// The entry for a service, or `nil` when the catalogue has none.
    public func standIn(for service: ServiceKey) -> StandIn? {
        standIns.first { $0.service == service }
    }

    /// Registers a stand-in for each of `services` that the hub has no provider for yet and the
    /// catalogue knows; answers the ones it registered. Services the catalogue does not know are
    /// skipped, so `Hub.start` reports them as missing providers.
    @discardableResult
    public func register(
        for services: [ServiceKey], in hub: Hub, scenario: StandInScenario = StandInScenario()
    ) throws(RegistrationError) -> [StandIn] {
        var registered: [StandIn] = []
        for service in services where !hub.services.provides(service) {
            guard let standIn = standIn(for: service) else { continue }
            try standIn.register(in: hub, scenario: scenario)
            registered.append(standIn)
        }
        return registered
    }

    /// The stand-ins for the four services the business modules provide to each other.
    public static let standard = StandInCatalogue([
        StandIn(
            service: ServiceKey((any AccountService).self), name: "StandInAccountService",
            summary: LocalizedText {
                $0 == .english
                    ? "demo users demo and guest; demo is logged in (--logged-out: nobody is)"
                    : "演示用户 demo 和 guest；demo 已登录（--logged-out：无人登录）"
            },
            register: { (hub, scenario) throws(RegistrationError) in
                try hub.services.register((any AccountService).self, owner: StandIn.owner) {
                    StandInAccountService(hub: hub, loggedIn: scenario.loggedIn, language: scenario.language)
                }
            }),
        StandIn(
            service: ServiceKey((any GoodsService).self), name: "StandInGoodsService",
            summary: LocalizedText {
                $0 == .english
                    ? "4 items in tea and teaware: 903 has one left, 904 is out of stock (--sold-out: all are)"
                    : "茶叶与茶具共 4 件商品：903 只剩一件，904 缺货（--sold-out：全部缺货）"
            },
            register: { (hub, scenario) throws(RegistrationError) in
                try hub.services.register((any GoodsService).self, owner: StandIn.owner) {
                    StandInGoodsService(
                        items: scenario.soldOut
                            ? StandInGoodsService.soldOut(in: scenario.language)
                            : StandInGoodsService.catalogue(in: scenario.language))
                }
            }),
        StandIn(
            service: ServiceKey((any CartService).self), name: "StandInCartService",
            summary: LocalizedText {
                $0 == .english
                    ? "an empty in-memory cart checked against the goods stand-in (--sample-cart: 2 lines)"
                    : "内存中的空购物车，按商品替身核对（--sample-cart：两行）"
            },
            register: { (hub, scenario) throws(RegistrationError) in
                try hub.services.register((any CartService).self, owner: StandIn.owner) {
                    StandInCartService(
                        lines: scenario.sampleCart ? StandInCartService.sampleLines : [],
                        goods: { try? hub.service((any GoodsService).self) })
                }
            }),
        StandIn(
            service: ServiceKey((any OrderService).self), name: "StandInOrderService",
            summary: LocalizedText {
                $0 == .english
                    ? "an empty order history (--sample-orders: 2 orders of demo)"
                    : "空的订单记录（--sample-orders：demo 的两个订单）"
            },
            register: { (hub, scenario) throws(RegistrationError) in
                try hub.services.register((any OrderService).self, owner: StandIn.owner) {
                    StandInOrderService(orders: scenario.sampleOrders ? StandInOrderService.sampleOrders : [])
                }
            }),
    ])
}
