import AccountContract
import CartContract
import Common
import GoodsContract
import OrderContract

/// The stand-ins one can register for services consumed from absent modules, keyed by service.
///
/// The shell overrides, for every service the module it runs consumes, with the stand-in
/// listed here (see `Overrides`); a consumed service with no stand-in is left without a
/// provider, so the hub's wiring check reports it. Tests use the same catalogue to run a module
/// with the same stand-ins.
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

    /// The overrides that put a stand-in in place of each of `services` the catalogue knows,
    /// and those stand-ins. Services the catalogue does not know are skipped, so a hub started
    /// under these overrides reports them as missing providers.
    public func overrides(
        for services: [ServiceKey], scenario: StandInScenario = StandInScenario()
    ) -> (overrides: Overrides, standIns: [StandIn]) {
        var overrides = Overrides()
        var used: [StandIn] = []
        for service in services {
            guard let standIn = standIn(for: service), !used.contains(where: { $0.service == service }) else {
                continue
            }
            standIn.override(in: &overrides, scenario: scenario)
            used.append(standIn)
        }
        return (overrides, used)
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
            override: { overrides, scenario in
                overrides.service((any AccountService).self, owner: StandIn.owner) { hub in
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
            override: { overrides, scenario in
                overrides.service((any GoodsService).self, owner: StandIn.owner) { _ in
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
            override: { overrides, scenario in
                overrides.service((any CartService).self, owner: StandIn.owner) { hub in
                    StandInCartService(
                        lines: scenario.sampleCart ? StandInCartService.sampleLines : [],
                        goods: { try? await hub.service((any GoodsService).self) })
                }
            }),
        StandIn(
            service: ServiceKey((any OrderService).self), name: "StandInOrderService",
            summary: LocalizedText {
                $0 == .english
                    ? "an empty order history (--sample-orders: 2 orders of demo)"
                    : "空的订单记录（--sample-orders：demo 的两个订单）"
            },
            override: { overrides, scenario in
                overrides.service((any OrderService).self, owner: StandIn.owner) { _ in
                    StandInOrderService(orders: scenario.sampleOrders ? StandInOrderService.sampleOrders : [])
                }
            }),
    ])
}
