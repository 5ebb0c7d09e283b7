import Foundation
import Testing

// @testable: names values of the internal event bus and service registry.
@_spi(Benchmarks) @testable import MediatorRuntime

private enum Shop {
    struct Placed: Event {}
    protocol Ledger: Sendable {}
    struct Books: Ledger {}
}

private enum Bank {
    struct Placed: Event {}
    protocol Ledger: Sendable {}
    struct Books: Ledger {}
}

private struct Ledger<Entry> {
    struct Posted: Event {}
    enum Audit {
        struct Closed: Event {}
    }
}

private enum Café {
    struct Crème: Event {}
}

private struct Files: Route, Equatable {
    static let pattern = "files/*path"
    var path: String
}

/// A route without properties, its pattern written with the slashes normalisation drops.
private struct Listing: Route {
    static let pattern = "/listing/all/"
}

/// A route without properties whose pattern has a parameter: no URL can be written for it.
private struct Unfilled: Route {
    static let pattern = "unfilled/:id"
}

private struct Item: Route {
    static let pattern = "item/:id"
    var id: Int
    var tab: String?
}

@Suite("Names and values that tests and other front ends need")
struct NamesAndValuesTests {
    @Test func nestedEventsWithTheSameShortNameAreDistinct() async {
        #expect(Shop.Placed.eventName == "Shop.Placed")
        #expect(Bank.Placed.eventName == "Bank.Placed")
        let bus = EventBus()
        bus.subscribe(Shop.Placed.self, owner: "Shop", .synchronous { _ in })
        bus.subscribe(Bank.Placed.self, owner: "Bank", .synchronous { _ in })
        #expect(bus.subscriptions() == ["Shop.Placed": ["Shop"], "Bank.Placed": ["Bank"]])
    }

    @Test func nestedServicesWithTheSameShortNameAreDistinct() async throws {
        let registry = ServiceRegistry()
        try registry.register((any Shop.Ledger).self, owner: "Shop") { Shop.Books() }
        try registry.register((any Bank.Ledger).self, owner: "Bank") { Bank.Books() }
        #expect(registry.registrations().map(\.key.name) == ["Shop.Ledger", "Bank.Ledger"])
        #expect(ServiceKey(Int.self).name == "Int")
        #expect(ServiceKey([String: Int].self).name == "Dictionary<String, Int>")
    }

    @Test func typesNestedInAGenericTypeKeepEveryComponentOfTheirName() async {
        #expect(Ledger<Int>.Posted.eventName == "Ledger<Int>.Posted")
        #expect(Ledger<Shop.Placed>.Audit.Closed.eventName == "Ledger<Shop.Placed>.Audit.Closed")
        #expect(ServiceKey([Ledger<Bank.Placed>.Posted].self).name == "Array<Ledger<Bank.Placed>.Posted>")
    }

    @Test func namesKeepNonASCIIIdentifiersAndDropModulesInsideGenericsAndTuples() async {
        #expect(Café.Crème.eventName == "Café.Crème")
        #expect(ServiceKey([Shop.Books].self).name == "Array<Shop.Books>")
        #expect(ServiceKey(Bank.Books?.self).name == "Optional<Bank.Books>")
        #expect(ServiceKey((Int, Shop.Books).self).name == "(Int, Shop.Books)")
        #expect(ServiceKey((any Shop.Ledger & Sendable).self).name == "Shop.Ledger")
    }

    @Test func aParameterEncodesWhereItIsWrittenAsItsSource() async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let path = RouteParameterInfo(name: "id", typeName: "Int", isOptional: false, source: .path)
        let query = RouteParameterInfo(name: "q", typeName: "String", isOptional: true, source: .query)
        let json = String(decoding: try encoder.encode([path, query]), as: UTF8.self)
        #expect(
            json == #"[{"isOptional":false,"name":"id","source":"path","typeName":"Int"},"#
                + #"{"isOptional":true,"name":"q","source":"query","typeName":"String"}]"#)
    }

    @Test func aPropertyNamedPathIsARouteParameterLikeAnyOther() async throws {
        let hub = try await echoHub(Files.self, owner: "Files")
        let files = Files(path: "docs/a b.txt")
        #expect(link(files) == "bazaar://files/docs/a%20b.txt")
        #expect(try await hub.open(url: link(files)).echoed as? Files == files)
        #expect(try await hub.open(url: "bazaar://" + Hub.path(of: files)).echoed as? Files == files)
        #expect(Hub.path(of: files) == "files/docs/a%20b.txt")
    }

    @Test func aLinkToARouteWithoutPropertiesIsItsNormalisedPatternAndOneWithThemIsEncoded() async throws {
        #expect(Hub.path(of: Listing()) == "listing/all")
        #expect(Hub.path(of: Unfilled()) == "unfilled/:id")
        #expect(Hub.path(of: Item(id: 7, tab: "a b")) == "item/7?tab=a%20b")
        #expect(Hub.path(of: Item(id: 7, tab: nil)) == "item/7")
        let hub = try await echoHub(Listing.self, owner: "Listing")
        #expect(link(Listing()) == "bazaar://listing/all")
        #expect(try await hub.open(url: "bazaar://listing/all").echoed is Listing)
    }
}
