import Foundation
@_spi(Benchmarks) import MediatorRuntime
import Testing

private protocol AccountService: Sendable { var user: String { get } }
private protocol GoodsService: Sendable { var count: Int { get } }
private struct LiveAccount: AccountService { let user = "ann" }
private struct LiveGoods: GoodsService { let count = 3 }

private struct UserLoggedOut: Event {}
private struct CartChanged: Event {}

private struct GoodsDetail: Route {
    static let pattern = "goods/detail/:id"
    static let summary: RouteSummary = "One product"
    var id: Int
}

private struct Pay: Route {
    static let pattern = "order/pay/:order"
    static let isNativeOnly = true
    static let summary: RouteSummary = "Pays an order"
    var order: Int
}

private struct AccountModule: BusinessModule {
    let name = "Account"
    let priority = 10
    let posts = ["UserLoggedOut"]
    func register(in registrar: inout ModuleRegistrar) {
        registrar.service((any AccountService).self) { LiveAccount() }
    }
}

private struct GoodsModule: BusinessModule {
    let name = "Goods"
    let consumes = [ServiceKey((any AccountService).self)]
    func register(in registrar: inout ModuleRegistrar) {
        registrar.service((any GoodsService).self) { LiveGoods() }
        registrar.route(GoodsDetail.self) { _, _ in .echo(0) }
    }
}

private struct OrderModule: BusinessModule {
    let name = "Order"
    let priority = 5
    let consumes = [ServiceKey((any AccountService).self), ServiceKey((any GoodsService).self)]
    func register(in registrar: inout ModuleRegistrar) {
        registrar.route(Pay.self) { _, _ in .echo(0) }
    }
    func setUp(hub: Hub) throws {
        hub.subscribe(UserLoggedOut.self, owner: name) { _ in }
    }
}

private func startedHub() async throws -> Hub {
    try await Hub.test([OrderModule(), GoodsModule(), AccountModule()])
}

@Suite struct IntrospectionTests {
    @Test func routesAsData() async throws {
        let hub = try await startedHub()
        let routes = hub.routes()
        #expect(routes.map(\.pattern) == ["order/pay/:order", "goods/detail/:id"])
        #expect(routes.map(\.owner) == ["Order", "Goods"])
        #expect(routes.map(\.isNativeOnly) == [true, false])
        #expect(routes.map(\.summary) == ["Pays an order", "One product"])
        #expect(routes.map(\.typeName) == ["Pay", "GoodsDetail"])
    }

    @Test func servicesAsData() async throws {
        let hub = try await startedHub()
        _ = try await hub.service((any AccountService).self)
        let services = hub.serviceInfo()
        #expect(services.map(\.service) == ["AccountService", "GoodsService"])
        #expect(services.map(\.provider) == ["Account", "Goods"])
        #expect(services.map(\.consumers) == [["Goods", "Order"], ["Order"]])
        #expect(services.map(\.isCreated) == [true, false])
    }

    @Test func modulesAsData() async throws {
        let hub = try await startedHub()
        let modules = hub.moduleInfo()
        #expect(modules.map(\.name) == ["Account", "Goods", "Order"])
        #expect(modules.map(\.priority) == [10, 0, 5])
        #expect(modules.map(\.setUpOrder) == [1, 2, 3])
        #expect(modules.map(\.provides) == [["AccountService"], ["GoodsService"], []])
        #expect(modules.map(\.consumes) == [[], ["AccountService"], ["AccountService", "GoodsService"]])
        #expect(modules.map(\.routes) == [[], ["goods/detail/:id"], ["order/pay/:order"]])
        #expect(modules.map(\.posts) == [["UserLoggedOut"], [], []])
    }

    @Test func eventsAsData() async throws {
        let hub = try await startedHub()
        hub.subscribe(CartChanged.self, owner: "Home") { _ in }
        let events = hub.eventInfo()
        #expect(events.map(\.event) == ["CartChanged", "UserLoggedOut"])
        #expect(events.map(\.posters) == [[], ["Account"]])
        #expect(events.map(\.subscribers) == [["Home"], ["Order"]])
    }

    @Test func introspectionEncodesAsJSON() async throws {
        let hub = try await startedHub()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(hub.routes().first), as: UTF8.self)
        #expect(
            json
                == #"{"isNativeOnly":true,"owner":"Order","parameters":[{"isOptional":false,"name":"order","source":"path","typeName":"Int"}],"pattern":"order\/pay\/:order","summary":{"text":"Pays an order","translations":{}},"typeName":"Pay"}"#
        )
        let modules = String(decoding: try encoder.encode(hub.moduleInfo()), as: UTF8.self)
        #expect(modules.contains(#""setUp":{"state":"ready"}"#), "\(modules)")
        _ = try encoder.encode(hub.serviceInfo())
        _ = try encoder.encode(hub.eventInfo())
    }
}
