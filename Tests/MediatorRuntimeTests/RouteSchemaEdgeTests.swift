import Foundation
import Testing

@testable import MediatorRuntime

/// Renames its path parameter and its query parameter with its own coding keys.
private struct Product: Route, Equatable {
    static let pattern = "product/:ident"
    var id: Int
    var searchTerm: String?

    enum CodingKeys: String, CodingKey {
        case id = "ident"
        case searchTerm = "q"
    }
}

/// Decodes itself: `limit` travels as `max`, with a default; it never asks for `limit`.
private struct Listing: Route, Equatable {
    static let pattern = "listing/:id"
    var id: Int
    var limit: Int

    enum Keys: String, CodingKey {
        case id, max
    }

    init(id: Int, limit: Int) {
        self.id = id
        self.limit = limit
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        limit = try container.decodeIfPresent(Int.self, forKey: .max) ?? 10
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(limit, forKey: .max)
    }
}

/// Its own `init(from:)` reads its one property from a nested container, which no URL has.
private struct Boxed: Route {
    static let pattern = "boxed/:id"
    var id: Int

    enum Keys: String, CodingKey {
        case id, box
    }

    init(id: Int) { self.id = id }

    init(from decoder: any Decoder) throws {
        let box = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: Keys.self, forKey: .box)
        id = try box.decode(Int.self, forKey: .id)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
    }
}

/// Reads its one property from a list, which no URL has; its pattern names the property's
/// coding key, not its name, so binding decodes it from a probe.
private struct Listed: Route {
    static let pattern = "listed/:ids"
    var id: Int

    enum CodingKeys: String, CodingKey {
        case id = "ids"
    }

    init(from decoder: any Decoder) throws {
        var list = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .id)
        id = try list.decode(Int.self)
    }
}

/// Refuses values outside 1...9 in its own `init(from:)`.
private struct Ranged: Route {
    static let pattern = "ranged"
    var qty: Int

    init(qty: Int) { self.qty = qty }

    init(from decoder: any Decoder) throws {
        qty = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .qty)
        guard (1...9).contains(qty) else {
            throw RouteError.invalidParameter(
                name: "qty", value: String(qty), expected: .wholeNumbers(1...9), route: Self.pattern)
        }
    }
}

/// No case for any sample raw value (`0`), and not `CaseIterable`.
private enum Shelf: Int, Codable, Sendable {
    case top = 1
    case bottom = 2
}

private struct Stock: Route, Equatable {
    static let pattern = "stock/:shelf"
    var shelf: Shelf
    var count: UInt8?
    var label: String
}

private struct ShelfThenList: Route {
    static let pattern = "shelf-list"
    var shelf: Shelf
    var note: String
    var tags: [String]
}

private struct EmptyKey: Route {
    static let pattern = "empty-key"
    var note: String

    enum CodingKeys: String, CodingKey {
        case note = ""
    }
}

private struct WithFoundationURL: Route {
    static let pattern = "link/:id"
    var id: Int
    var target: URL
}

private struct WithOptionalList: Route {
    static let pattern = "optional-list"
    var ids: [Int]?
}

/// An unsupported constant its coding keys name: encoded, though never decoded.
private struct WithListConstant: Route {
    static let pattern = "list-constant/:id"
    var id: Int
    let defaults: [Int] = [1, 2]

    enum CodingKeys: String, CodingKey {
        case id, defaults
    }
}

private struct Point: Codable, Sendable {
    var x: Int
}

/// Renames its keys, and holds a nested struct after them.
private struct RenamedThenNested: Route {
    static let pattern = "renamed-nested/:ident"
    var id: Int
    var origin: Point

    enum CodingKeys: String, CodingKey {
        case id = "ident"
        case origin
    }
}

/// Its own coding never reads or writes `cache`, a stored property of a type no URL carries.
private struct CustomWithList: Route {
    static let pattern = "custom-list/:id"
    var id: Int
    var cache: [Int] = []

    enum Keys: String, CodingKey {
        case id
    }

    init(id: Int, cache: [Int]) {
        self.id = id
        self.cache = cache
    }

    init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .id)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
    }
}

private struct WithInt128: Route {
    static let pattern = "int128"
    var value: Int128?
}

private struct WithUInt128: Route {
    static let pattern = "uint128/:id"
    var id: Int
    var value: UInt128
}

private struct WithDoubleOptional: Route {
    static let pattern = "double-optional"
    var value: Int??
}

@Suite("Route types at their edges: coding keys, their own init(from:), enums, unsupported types")
struct RouteSchemaEdgeTests {
    @Test func renamedPathAndQueryParametersBindOpenAndRoundTrip() async throws {
        let hub = try await echoHub(Product.self)
        #expect(
            hub.routes()[0].parameters == [
                RouteParameterInfo(name: "ident", typeName: "Int", isOptional: false, source: .path),
                RouteParameterInfo(name: "q", typeName: "String", isOptional: true, source: .query),
            ])
        #expect(
            try await hub.open(url: "bazaar://product/7?q=tea").echoed as? Product
                == Product(id: 7, searchTerm: "tea"))
        for value in [Product(id: 7, searchTerm: "green tea & cake"), Product(id: -1, searchTerm: nil)] {
            let url = link(value)
            #expect(try await hub.open(url: url).echoed as? Product == value)
        }
        #expect(link(Product(id: 7, searchTerm: "tea")) == "bazaar://product/7?q=tea")
        // The property's own name is not a parameter: only the coding key is.
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://product/7?searchTerm=tea") }
                == .malformedURL(
                    "bazaar://product/7?searchTerm=tea",
                    reason: .undeclaredParameter(name: "searchTerm", accepted: ["q"])))
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://product/7?q=tea&ref=home") }?.key
                == "route.malformedURL")
        #expect(
            await routeError { _ = try hub.router.remoteMatch("bazaar://product/7?q=tea&ref=home") }?.key
                == "route.malformedURL")
    }

    @Test func aTypeThatDecodesItselfTakesOnlyTheParametersItAsksFor() async throws {
        let hub = try await echoHub(Listing.self)
        #expect(try await hub.open(url: "bazaar://listing/3?max=5").echoed as? Listing == Listing(id: 3, limit: 5))
        #expect(try await hub.open(url: "bazaar://listing/3").echoed as? Listing == Listing(id: 3, limit: 10))
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://listing/3?limit=5") }
                == .malformedURL(
                    "bazaar://listing/3?limit=5",
                    reason: .undeclaredParameter(name: "limit", accepted: ["max"])))
        let url = link(Listing(id: 3, limit: 5))
        #expect(url == "bazaar://listing/3?max=5")
        #expect(try await hub.open(url: url).echoed as? Listing == Listing(id: 3, limit: 5))

        let lenient = try await echoHub(
            Listing.self, router: RouterConfiguration(scheme: "bazaar", ignoresUndeclaredParameters: true))
        #expect(
            try await lenient.open(url: "bazaar://listing/3?limit=5").echoed as? Listing == Listing(id: 3, limit: 10))
    }

    @Test func aNestedContainerInAnOwnInitIsRefusedAtBind() async throws {
        let error = await #expect(throws: WiringError.self) { try await echoHub(Boxed.self) }
        #expect(
            error?.problems == [
                .unsupportedProperty(type: "Boxed", property: "box", propertyType: "a nested container")
            ])
    }

    @Test func aListInAnOwnInitIsRefusedAtBind() async {
        await #expect(
            throws: WiringError(
                problems: [.unsupportedProperty(type: "Listed", property: "ids", propertyType: "a list")])
        ) {
            try await echoHub(Listed.self)
        }
    }

    @Test func aValueItsOwnInitAcceptsIsWritten() async throws {
        _ = try await echoHub(Ranged.self)
        #expect(link(Ranged(qty: 4)) == "bazaar://ranged?qty=4")
    }

    @Test func anEnumWithoutCaseIterableFollowedByMorePropertiesBindsOpensAndRoundTrips() async throws {
        let hub = try await echoHub(Stock.self)
        #expect(
            hub.routes()[0].parameters == [
                RouteParameterInfo(name: "shelf", typeName: "Shelf", isOptional: false, source: .path),
                RouteParameterInfo(name: "count", typeName: "UInt8", isOptional: true, source: .query),
                RouteParameterInfo(name: "label", typeName: "String", isOptional: false, source: .query),
            ])
        #expect(
            try await hub.open(url: "bazaar://stock/2?label=a%26b&count=3").echoed as? Stock
                == Stock(shelf: .bottom, count: 3, label: "a&b"))
        for value in [Stock(shelf: .top, count: nil, label: ""), Stock(shelf: .bottom, count: 255, label: "é/?")] {
            #expect(try await hub.open(url: link(value)).echoed as? Stock == value)
        }
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://stock/2?label=x&cnt=1") }?.key
                == "route.malformedURL")
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://stock/0?label=x") }
                == .invalidParameter(name: "shelf", value: "0", expected: .value(of: "Shelf"), route: "stock/:shelf"))
        await #expect(
            throws: WiringError(
                problems: [
                    .unsupportedProperty(type: "ShelfThenList", property: "tags", propertyType: "Array<String>")
                ])
        ) {
            try await echoHub(ShelfThenList.self)
        }
    }

    @Test func anEmptyCodingKeyShowsThePattern() async throws {
        _ = try await echoHub(EmptyKey.self)
        #expect(Hub.path(of: EmptyKey(note: "x")) == "empty-key")
    }

    @Test(
        "an unsupported stored property is refused at bind, naming it and its type, wherever it is declared",
        arguments: [
            (WithFoundationURL.self as any Route.Type, "target", "URL"),
            (WithOptionalList.self, "ids", "Array<Int>"),
            (WithListConstant.self, "defaults", "Array<Int>"),
            (RenamedThenNested.self, "origin", "Point"),
            (WithInt128.self, "value", "Int128"),
            (WithUInt128.self, "value", "UInt128"),
            (WithDoubleOptional.self, "value", "Optional<Int>"),
        ])
    func unsupportedPropertiesAreRefusedAtBind(type: any Route.Type, property: String, propertyType: String) async {
        let error = await #expect(throws: WiringError.self) { try await echoHub(type) }
        #expect(
            error?.problems == [
                .unsupportedProperty(type: String(describing: type), property: property, propertyType: propertyType)
            ])
    }

    @Test func aPropertyItsCodingLeavesOutIsNoParameter() async throws {
        let hub = try await echoHub(CustomWithList.self)
        #expect(
            hub.routes()[0].parameters == [
                RouteParameterInfo(name: "id", typeName: "Int", isOptional: false, source: .path)
            ])
        let url = link(CustomWithList(id: 3, cache: [1]))
        #expect(url == "bazaar://custom-list/3")
        let opened = try await hub.open(url: url).echoed as? CustomWithList
        #expect(opened?.id == 3 && opened?.cache == [])
    }

    @Test func aPatternNamingARenamedPropertyByItsSwiftNameIsRefusedAtBind() async {
        let error = await #expect(throws: WiringError.self) { try await echoHub(RenamedByName.self) }
        #expect(error?.problems == [.parameterWithoutProperty(type: "RenamedByName", parameter: "id")])
    }
}

/// Its pattern names its renamed property by the Swift name, not by the coding key.
private struct RenamedByName: Route {
    static let pattern = "by-name/:id"
    var id: Int

    enum CodingKeys: String, CodingKey {
        case id = "ident"
    }
}

/// A raw-value type as wide as its string that refuses every sample the probe has (`0`, `1`, `-1`,
/// `a`): no value of it can be made up, so binding cannot decode past it.
private struct Slug: RawRepresentable, Codable, Sendable {
    let rawValue: String

    init?(rawValue: String) {
        guard rawValue.count > 1, rawValue.allSatisfy(\.isLetter) else { return nil }
        self.rawValue = rawValue
    }
}

/// A count a route needs, read through `decodeIfPresent` and checked against 1...9, as the cart's
/// routes read theirs: the probe's first answer (absent) is refused.
private func neededCount<Key: CodingKey>(
    _ key: Key, in container: KeyedDecodingContainer<Key>, route: String
) throws -> Int {
    guard let count = try container.decodeIfPresent(Int.self, forKey: key), (1...9).contains(count) else {
        throw RouteError.invalidParameter(
            name: key.stringValue, value: "", expected: .wholeNumbers(1...9), route: route)
    }
    return count
}

/// A needed count, then `tags`, which no URL can carry.
private struct CountedThenList: Route {
    static let pattern = "counted/:count"
    var count: Int
    var tags: [String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try neededCount(.count, in: container, route: Self.pattern)
        tags = try container.decode([String].self, forKey: .tags)
    }
}

/// A needed count, then an optional note.
private struct CountedThenNote: Route {
    static let pattern = "counted-note/:count"
    var count: Int
    var note: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try neededCount(.count, in: container, route: Self.pattern)
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }
}

private struct SlugThenList: Route {
    static let pattern = "slug/:slug"
    var slug: Slug
    var tags: [String]
}

/// One case: a raw-value enum of no bits, whose one value the probe makes from zero bits, or from
/// its case list when it has one.
private enum Single: String, Codable, Sendable { case only = "one" }
private enum ListedSingle: String, Codable, Sendable, CaseIterable { case only = "one" }

private struct SingleThenList: Route {
    static let pattern = "single/:id"
    var id: Int
    var single: Single
    var tags: [String]
}

private struct ListedSingleThenList: Route {
    static let pattern = "listed-single/:id"
    var id: Int
    var single: ListedSingle
    var tags: [String]
}

/// Optionals may be absent, so the probe answers them absent: one with no sample value (`Slug`)
/// does not stop the check of what follows.
private struct OptionalSlugThenList: Route {
    static let pattern = "optional-slug/:id"
    var id: Int
    var slug: Slug?
    var tags: [String]
}

/// Checks its own range in `init(from:)`, on an optional; its pattern names a parameter the
/// decoding never asks for.
private struct PagedWithStrayParameter: Route {
    static let pattern = "paged/:id/:stray"
    var id: Int
    var page: Int?

    enum CodingKeys: String, CodingKey { case id, page }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        page = try container.decodeIfPresent(Int.self, forKey: .page)
        if let page, page < 1 {
            throw RouteError.invalidParameter(
                name: "page", value: String(page), expected: .naturalNumber, route: Self.pattern)
        }
    }
}

@Suite("Route types at their edges: samples for enums of one case and for optionals")
struct RouteSchemaSampleTests {
    @Test(arguments: [
        (SingleThenList.self as any Route.Type, "SingleThenList"),
        (ListedSingleThenList.self, "ListedSingleThenList"),
        (OptionalSlugThenList.self, "OptionalSlugThenList"),
        (CountedThenList.self, "CountedThenList"),
    ])
    func whatFollowsIsStillCheckedAtTheBuild(type: any Route.Type, name: String) async {
        await #expect(
            throws: WiringError(
                problems: [.unsupportedProperty(type: name, property: "tags", propertyType: "Array<String>")])
        ) {
            try await echoHub(type)
        }
    }

    @Test func aSampleItsOwnInitRefusesIsTriedAgainSoWhatFollowsIsListed() async throws {
        let hub = try await echoHub(CountedThenNote.self)
        #expect(hub.routes()[0].parameters.map(\.name) == ["count", "note"])
        let opened = try await hub.open(url: "bazaar://counted-note/3?note=hi").echoed as? CountedThenNote
        #expect(opened?.count == 3 && opened?.note == "hi")
    }

    @Test func anOptionalIsListedAsOptionalAndItsOwnRangeCheckNeverSeesASample() async {
        let error = await #expect(throws: WiringError.self) { try await echoHub(PagedWithStrayParameter.self) }
        #expect(error?.problems.count == 1, "\(String(describing: error))")
        #expect(error?.description.contains("stray") == true, "\(String(describing: error))")
    }
}

@Suite("Route types at their edges: what binding does not catch")
struct RouteSchemaLimitTests {
    @Test func whatFollowsAPropertyWithNoSampleValueIsNeitherCheckedNorListed() async throws {
        let hub = try await echoHub(SlugThenList.self)
        #expect(
            hub.routes()[0].parameters == [
                RouteParameterInfo(name: "slug", typeName: "Slug", isOptional: false, source: .path)
            ])
        // Its first remote open meets the list, and names it.
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://slug/tea?tags=a") }?.key
                == "route.invalidParameter")
    }
}

/// Its own `init(from:)` asks the router about its routes and its own URL while it decodes.
private struct Reentrant: Route {
    static let pattern = "reentrant/:id"
    static let router = LockedBox<Router?>(nil)
    static let seen = LockedBox<[Int]>([])
    var id: Int

    init(id: Int) { self.id = id }

    init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
        if let router = Self.router.withLock({ $0 }) {
            let count = router.routes().first?.parameters.count ?? -1
            Self.seen.withLock { $0.append(count) }
            _ = Hub.path(of: Reentrant(id: 1))
        }
    }
}

@Suite("Route types at their edges: a type that asks about itself while it decodes")
struct RouteSchemaReentryTests {
    @Test func aTypeAskingAboutItselfWhileItDecodesNeitherHangsNorRecursesForever() async throws {
        let hub = try await echoHub(Reentrant.self)
        Reentrant.router.withLock { $0 = hub.router }
        defer { Reentrant.router.withLock { $0 = nil } }
        // Binding probed the type before the router was reachable from it; its parameters are
        // known, so asking decodes nothing.
        #expect(
            hub.routes()[0].parameters == [
                RouteParameterInfo(name: "id", typeName: "Int", isOptional: false, source: .path)
            ])
        #expect(Reentrant.seen.withLock { $0 }.isEmpty)
        // Opening decodes it: its question gets the real answer, and writing its own link
        // decodes nothing.
        #expect((try await hub.open(url: "bazaar://reentrant/4").echoed as? Reentrant)?.id == 4)
        #expect(Reentrant.seen.withLock { $0 }.first == 1)
    }
}
