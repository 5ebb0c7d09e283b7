import Testing

// @testable: tests the internal service registry itself.
@_spi(Benchmarks) @testable import MediatorRuntime

private protocol PriceService: Sendable {
    func price(of id: Int) -> Int
}

private protocol StockService: Sendable {
    func stock(of id: Int) -> Int
}

private struct FixedPrices: PriceService {
    let base: Int
    func price(of id: Int) -> Int { base + id }
}

private struct StockFromPrices: StockService {
    let prices: any PriceService
    func stock(of id: Int) -> Int { prices.price(of: id) * 2 }
}

@Suite struct ServiceRegistryTests {
    @Test func looksUpByTheContractType() async throws {
        let registry = ServiceRegistry()
        try registry.register((any PriceService).self, owner: "Goods") { FixedPrices(base: 100) }
        let service = try await registry.lookup((any PriceService).self)
        #expect(service.price(of: 3) == 103)
    }

    @Test func createsLazilyAndOnce() async throws {
        let registry = ServiceRegistry()
        let made = LockedBox(0)
        try registry.register((any PriceService).self, owner: "Goods") {
            made.withLock { $0 += 1 }
            return FixedPrices(base: 1)
        }
        #expect(made.withLock { $0 } == 0)
        #expect(registry.registrations().map(\.isCreated) == [false])
        for _ in 0..<5 { _ = try await registry.lookup((any PriceService).self) }
        #expect(made.withLock { $0 } == 1)
        #expect(registry.registrations().map(\.isCreated) == [true])
    }

    @Test func aProviderMayLookUpOtherServices() async throws {
        let registry = ServiceRegistry()
        try registry.register((any StockService).self, owner: "Stock") {
            StockFromPrices(prices: try! await registry.lookup((any PriceService).self))
        }
        try registry.register((any PriceService).self, owner: "Goods") { FixedPrices(base: 10) }
        #expect(try await registry.lookup((any StockService).self).stock(of: 1) == 22)
    }

    @Test func aMissingProviderNamesTheService() async {
        let registry = ServiceRegistry()
        await #expect(throws: ServiceError.missingProvider(service: "PriceService")) {
            try await registry.lookup((any PriceService).self)
        }
        #expect(
            ServiceError.missingProvider(service: "PriceService").description
                == "no module provides PriceService; register a provider for it (or a stand-in when running a module alone)"
        )
    }

    @Test func aSecondProviderNamesBothOwnersAndOverwritesNothing() async throws {
        let registry = ServiceRegistry()
        try registry.register((any PriceService).self, owner: "Goods") { FixedPrices(base: 1) }
        #expect(
            throws: WiringError.Problem.duplicateService(
                service: "PriceService", existingOwner: "Goods", newOwner: "Deals")
        ) {
            try registry.register((any PriceService).self, owner: "Deals") { FixedPrices(base: 1000) }
        }
        #expect(try await registry.lookup((any PriceService).self).price(of: 0) == 1)
        #expect(registry.owner(of: ServiceKey((any PriceService).self)) == "Goods")
        #expect(
            WiringError.Problem.duplicateService(service: "PriceService", existingOwner: "Goods", newOwner: "Deals")
                .description == "service PriceService is provided twice: by Goods and by Deals")
    }

    @Test func concreteTypesAreServicesToo() async throws {
        let registry = ServiceRegistry()
        try registry.register(FixedPrices.self, owner: "Goods") { FixedPrices(base: 5) }
        #expect(try await registry.lookup(FixedPrices.self).base == 5)
        await #expect(throws: ServiceError.self) { try await registry.lookup((any PriceService).self) }
    }

    @Test func keysCompareByTypeAndReadWithoutAny() async {
        let key = ServiceKey((any PriceService).self)
        #expect(key == ServiceKey((any PriceService).self))
        #expect(key != ServiceKey((any StockService).self))
        #expect(key.name == "PriceService")
        #expect(key.description == "PriceService")
        #expect(Set([key, ServiceKey((any PriceService).self)]).count == 1)
    }

    /// In registration order: introspection (`Hub.serviceInfo()`) sorts them by name.
    @Test func registrationsAreListedInOrder() async throws {
        let registry = ServiceRegistry()
        try registry.register((any StockService).self, owner: "Stock") {
            StockFromPrices(prices: FixedPrices(base: 0))
        }
        try registry.register((any PriceService).self, owner: "Goods") { FixedPrices(base: 0) }
        #expect(registry.registrations().map(\.key.name) == ["StockService", "PriceService"])
        #expect(registry.registrations().map(\.owner) == ["Stock", "Goods"])
        #expect(registry.owner(of: ServiceKey((any PriceService).self)) == "Goods")
        #expect(registry.owner(of: ServiceKey(Int.self)) == nil)
    }
}
