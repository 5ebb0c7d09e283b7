import Testing

// @testable: compares introspected parameters, whose initialiser is internal.
@_spi(Benchmarks) @testable import MediatorRuntime

private struct AddToCart: Route, Equatable {
    static let pattern = "cart/add"
    var id: Int
    var qty: Int?
}

private struct Article: Route, Equatable {
    static let pattern = "blog/:year/:slug"
    var year: Int
    var slug: String
    var lang: String?
    var draft: Bool?
}

/// Not bound; registered by its pattern as text only.
private struct ByPatternOnly: Route {
    static let pattern = "legacy/:code"
    var code: String
}

private struct WithURL: Route {
    static let pattern = "open"
    var id: Int
    var target: URL
    var after: String
}

private struct URL: Codable, Sendable {
    var text: String
    init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

private struct WithList: Route {
    static let pattern = "list"
    var ids: [Int]
}

private struct Point: Codable, Sendable {
    var x: Int
}

private struct WithNested: Route {
    static let pattern = "nested"
    var point: Point
}

private struct WithInt128: Route {
    static let pattern = "big"
    var value: Int128
}

private struct MissingProperty: Route {
    static let pattern = "orders/:orderID"
    var id: Int
}

private struct AnonymousCatchAll: Route {
    static let pattern = "files/*"
    var name: String?
}

private struct Files: Route, Equatable {
    static let pattern = "files/:owner/*path"
    var owner: String
    var path: String
}

private enum Sort: String, Codable, Sendable {
    case price, name
}

/// An enum with no case for any sample raw value, followed by more properties.
private struct Sorted: Route, Equatable {
    static let pattern = "sorted/:sort"
    var sort: Sort
    var page: Int?
    var term: String
}

private struct SortedThenList: Route {
    static let pattern = "sorted-list"
    var sort: Sort
    var ids: [Int]
}

/// Renames its properties after an enum with no sample value.
private struct RenamedAfterSort: Route, Equatable {
    static let pattern = "renamed/:ident"
    var sort: Sort
    var id: Int
    var note: String?

    enum CodingKeys: String, CodingKey {
        case sort
        case id = "ident"
        case note = "a note&more"
    }
}

/// A constant: encoded, never decoded (its coding key is spelled out, as the compiler asks).
private struct WithConstant: Route, Equatable {
    static let pattern = "constant/:id"
    var id: Int
    let source = "shop"

    enum CodingKeys: String, CodingKey {
        case id, source
    }
}

private struct Outer: Route {
    static let pattern = "outer/:id"
    var id: Int
}

private struct Inner: Route {
    static let pattern = "inner"
}

/// A native-only route.
private struct NativeOnly: Route {
    static let pattern = "native-only"
    static let isNativeOnly = true
}

@Suite("Typed routes: a type opens only its own handler, and binding checks it against its pattern")
struct TypedRouteBindingTests {
    @Test func aTypeNobodyBoundIsNotFoundNamingIt_evenWhenItsPatternIsRegistered() async throws {
        let ran = LockedBox<[String]>([])
        let hub = try await Hub.test("Legacy") { registrar in
            registrar.routes(patterns: [ByPatternOnly.pattern]) {
                ran.withLock { $0.append("legacy") }
                return .echo("legacy")
            }
        }
        await #expect(throws: RouteError.notFound(route: "ByPatternOnly")) {
            try await hub.open(ByPatternOnly(code: "a"))
        }
        #expect(ran.withLock { $0 }.isEmpty)
    }

    @Test(
        "an unsupported property type is refused when bound, naming the property and its type",
        arguments: [
            (WithURL.self as any Route.Type, "target", "URL"), (WithList.self, "ids", "Array<Int>"),
            (WithNested.self, "point", "Point"), (WithInt128.self, "value", "Int128"),
        ])
    func unsupportedPropertiesAreRefused(type: any Route.Type, property: String, propertyType: String) async throws {
        await #expect(
            throws: WiringError(
                problems: [
                    .unsupportedProperty(type: String(describing: type), property: property, propertyType: propertyType)
                ])
        ) {
            try await echoHub(type)
        }
    }

    @Test func aPatternParameterThatIsNoPropertyIsRefused() async {
        await #expect(
            throws: WiringError(problems: [.parameterWithoutProperty(type: "MissingProperty", parameter: "orderID")])
        ) {
            try await echoHub(MissingProperty.self, owner: "Order")
        }
        #expect(
            WiringError.Problem.parameterWithoutProperty(type: "MissingProperty", parameter: "orderID").description
                == "route type MissingProperty: its pattern names 'orderID', which is not one of its stored properties")
    }

    @Test func anAnonymousCatchAllIsRefusedForATypedRoute() async {
        let error = await #expect(throws: WiringError.self) {
            try await echoHub(AnonymousCatchAll.self, owner: "Files")
        }
        #expect(error?.problems.count == 1)
    }

    @Test func bindingTheSameTypeTwiceIsDuplicateRouteType() async throws {
        await #expect(
            throws: WiringError(
                problems: [.duplicateRouteType(type: "AddToCart", existingOwner: "Cart", newOwner: "Deals")])
        ) {
            try await Hub.test([
                TestModule("Cart") { registrar in registrar.route(AddToCart.self) { _, _ in .echo(0) } },
                TestModule("Deals") { registrar in registrar.route(AddToCart.self) { _, _ in .echo(1) } },
            ])
        }
    }

    @Test func routeInfoListsEachParameter() async throws {
        let hub = try await Hub.test([
            TestModule("Blog") { registrar in registrar.route(Article.self) { _, _ in .echo(0) } },
            TestModule("Legacy") { registrar in registrar.echo("legacy/:code/*rest") },
        ])
        let routes = hub.routes()
        #expect(
            routes[0].parameters == [
                RouteParameterInfo(name: "year", typeName: "Int", isOptional: false, source: .path),
                RouteParameterInfo(name: "slug", typeName: "String", isOptional: false, source: .path),
                RouteParameterInfo(name: "lang", typeName: "String", isOptional: true, source: .query),
                RouteParameterInfo(name: "draft", typeName: "Bool", isOptional: true, source: .query),
            ])
        #expect(
            routes[1].parameters == [
                RouteParameterInfo(name: "code", typeName: "String", isOptional: false, source: .path),
                RouteParameterInfo(name: "rest", typeName: "String", isOptional: false, source: .path),
            ])
        #expect(routes[1].typeName == nil)
    }

    @Test func propertiesAfterAnEnumWithNoSampleValueAreCheckedToo() async throws {
        let hub = try await echoHub(Sorted.self, owner: "Shop")
        #expect(
            hub.routes()[0].parameters == [
                RouteParameterInfo(name: "sort", typeName: "Sort", isOptional: false, source: .path),
                RouteParameterInfo(name: "page", typeName: "Int", isOptional: true, source: .query),
                RouteParameterInfo(name: "term", typeName: "String", isOptional: false, source: .query),
            ])
        #expect(
            try await hub.open(url: "bazaar://sorted/name?term=tea").echoed as? Sorted
                == Sorted(sort: .name, page: nil, term: "tea"))
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://sorted/name?term=tea&pgae=2") }?.key
                == "route.malformedURL")
        await #expect(
            throws: WiringError(
                problems: [.unsupportedProperty(type: "SortedThenList", property: "ids", propertyType: "Array<Int>")])
        ) {
            try await echoHub(SortedThenList.self, owner: "Shop")
        }
    }

    @Test func renamedPropertiesAfterAnEnumWithNoSampleValueStillBindAndRoundTrip() async throws {
        let hub = try await echoHub(RenamedAfterSort.self, owner: "Shop")
        let value = RenamedAfterSort(sort: .price, id: 5, note: "tea & cake")
        let url = link(value)
        #expect(try await hub.open(url: url).echoed as? RenamedAfterSort == value)
    }

    @Test func anIncompleteSchemaStillRefusesUndeclaredParameters() async throws {
        let hub = try await echoHub(RenamedAfterSort.self, owner: "Shop")
        #expect(
            await routeError { _ = try await hub.open(url: "bazaar://renamed/5?sort=price&bogus=1") }
                == .malformedURL(
                    "bazaar://renamed/5?sort=price&bogus=1",
                    reason: .undeclaredParameter(name: "bogus", accepted: ["a note&more", "sort"])))
    }

    @Test func aRouteErrorFromANestedOpenKeepsItsCase() async throws {
        let hub = try await Hub.test("T") { registrar in
            let hub = registrar.hub
            registrar.route(NativeOnly.self) { _, _ in .echo(0) }
            registrar.route(Outer.self) { route, _ in
                switch route.id {
                case 1: _ = try await hub.open(Inner())  // nobody bound it: notFound
                case 2: _ = try await hub.open(url: "bazaar://native-only")  // refused
                default: _ = try await hub.open(url: "bazaar://x y")  // malformed
                }
                return .echo(0)
            }
        }
        var errors: [RouteError?] = []
        for id in 1...3 { errors.append(await routeError { _ = try await hub.open(url: "bazaar://outer/\(id)") }) }
        #expect(errors[0] == .notFound(route: "Inner"))
        #expect(errors[1] == .nativeOnly(url: "bazaar://native-only", pattern: "native-only"))
        #expect(errors[2]?.key == "route.malformedURL")
        // Its own parameters still fail as the request's.
        #expect(await routeError { _ = try await hub.open(url: "bazaar://outer/x") }?.key == "route.invalidParameter")
    }
}

/// The route error `body` throws, if any.
func routeError(_ body: () async throws -> Void) async -> RouteError? {
    do {
        try await body()
        return nil
    } catch {
        return error as? RouteError
    }
}
