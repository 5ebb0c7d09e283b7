@_spi(Benchmarks) import MediatorRuntime
import Testing

private struct TextPage: Page {
    let title: String
    func content() -> PageContent { PageContent(title: title) }
}

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

private func makeRouter(_ configuration: Router.Configuration = .init(scheme: "bazaar")) -> Router {
    Router(configuration: configuration)
}

@Suite("Typed routes: a type opens only its own handler, and binding checks it against its pattern")
struct TypedRouteBindingTests {
    @Test func aTypeNobodyBoundIsNotFoundNamingIt_evenWhenItsPatternIsRegistered() async throws {
        let router = makeRouter()
        let ran = LockedBox<[String]>([])
        try router.register(ByPatternOnly.pattern, owner: "Legacy") { _ in
            ran.withLock { $0.append("legacy") }
            return .echo("legacy")
        }
        await #expect(throws: RouteError.notFound(route: "ByPatternOnly")) {
            try await router.openNative(ByPatternOnly(code: "a"))
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
        let router = makeRouter()
        #expect(
            throws: WiringError.Problem.unsupportedProperty(
                type: String(describing: type), property: property, propertyType: propertyType)
        ) {
            try bindEcho(type, in: router)
        }
        #expect(router.routes().isEmpty)
    }

    @Test func aPatternParameterThatIsNoPropertyIsRefused() async {
        let router = makeRouter()
        #expect(throws: WiringError.Problem.parameterWithoutProperty(type: "MissingProperty", parameter: "orderID")) {
            try router.bind(MissingProperty.self, owner: "Order") { _, _ in .echo(0) }
        }
        #expect(
            WiringError.Problem.parameterWithoutProperty(type: "MissingProperty", parameter: "orderID").description
                == "route type MissingProperty: its pattern names 'orderID', which is not one of its stored properties")
    }

    @Test func anAnonymousCatchAllIsRefusedForATypedRoute() async {
        let router = makeRouter()
        #expect(throws: WiringError.Problem.self) {
            try router.bind(AnonymousCatchAll.self, owner: "Files") { _, _ in .echo(0) }
        }
        #expect(router.routes().isEmpty)
    }

    @Test func bindingTheSameTypeTwiceIsDuplicateRouteType() async throws {
        let router = makeRouter()
        try router.bind(AddToCart.self, owner: "Cart") { _, _ in .echo(0) }
        #expect(
            throws: WiringError.Problem.duplicateRouteType(type: "AddToCart", existingOwner: "Cart", newOwner: "Deals")
        ) {
            try router.bind(AddToCart.self, owner: "Deals") { _, _ in .echo(1) }
        }
        #expect(router.routes().count == 1)
    }

    @Test func routeInfoListsEachParameter() async throws {
        let router = makeRouter()
        try router.bind(Article.self, owner: "Blog") { _, _ in .echo(0) }
        try router.register("legacy/:code/*rest", owner: "Legacy") { _ in .echo(0) }
        let routes = router.routes()
        #expect(
            routes[0].parameters == [
                RouteParameterInfo(name: "year", typeName: "Int", isOptional: false, isPath: true),
                RouteParameterInfo(name: "slug", typeName: "String", isOptional: false, isPath: true),
                RouteParameterInfo(name: "lang", typeName: "String", isOptional: true, isPath: false),
                RouteParameterInfo(name: "draft", typeName: "Bool", isOptional: true, isPath: false),
            ])
        #expect(
            routes[1].parameters == [
                RouteParameterInfo(name: "code", typeName: "String", isOptional: false, isPath: true),
                RouteParameterInfo(name: "rest", typeName: "String", isOptional: false, isPath: true),
            ])
        #expect(routes[1].typeName == nil)
    }

    @Test func propertiesAfterAnEnumWithNoSampleValueAreCheckedToo() async throws {
        let router = makeRouter()
        try router.bind(Sorted.self, owner: "Shop") { route, _ in .echo(route) }
        #expect(
            router.routes()[0].parameters == [
                RouteParameterInfo(name: "sort", typeName: "Sort", isOptional: false, isPath: true),
                RouteParameterInfo(name: "page", typeName: "Int", isOptional: true, isPath: false),
                RouteParameterInfo(name: "term", typeName: "String", isOptional: false, isPath: false),
            ])
        #expect(
            try await router.openRemote("bazaar://sorted/name?term=tea").echoed as? Sorted
                == Sorted(sort: .name, page: nil, term: "tea"))
        #expect(
            await routeError { _ = try await router.openRemote("bazaar://sorted/name?term=tea&pgae=2") }?.key
                == "route.malformedURL")
        #expect(
            throws: WiringError.Problem.unsupportedProperty(
                type: "SortedThenList", property: "ids", propertyType: "Array<Int>")
        ) {
            try router.bind(SortedThenList.self, owner: "Shop") { _, _ in .echo(0) }
        }
    }

    @Test func renamedPropertiesAfterAnEnumWithNoSampleValueStillBindAndRoundTrip() async throws {
        let router = makeRouter()
        try router.bind(RenamedAfterSort.self, owner: "Shop") { route, _ in .echo(route) }
        let value = RenamedAfterSort(sort: .price, id: 5, note: "tea & cake")
        let url = try router.url(for: value)
        #expect(try await router.openRemote(url).echoed as? RenamedAfterSort == value)
    }

    @Test func anIncompleteSchemaStillRefusesUndeclaredParameters() async throws {
        let router = makeRouter()
        try router.bind(RenamedAfterSort.self, owner: "Shop") { route, _ in .echo(route) }
        #expect(
            await routeError { _ = try await router.openRemote("bazaar://renamed/5?sort=price&bogus=1") }
                == .malformedURL(
                    "bazaar://renamed/5?sort=price&bogus=1",
                    reason: .undeclaredParameter(name: "bogus", accepted: ["a note&more", "sort"])))
    }

    @Test func aRouteErrorFromANestedOpenIsTheOuterHandlersFailure() async throws {
        let hub = Hub(router: .init(scheme: "bazaar"))
        try hub.router.bind(NativeOnly.self, owner: "T") { _, _ in .echo(0) }
        try hub.router.bind(Outer.self, owner: "T") { route, _ in
            switch route.id {
            case 1: _ = try await hub.open(Inner())  // nobody bound it: notFound
            case 2: _ = try await hub.open(url: "bazaar://native-only")  // refused
            default: _ = try await hub.open(url: "bazaar://x y")  // malformed
            }
            return .echo(0)
        }
        var errors: [RouteError?] = []
        for id in 1...3 { errors.append(await routeError { _ = try await hub.open(url: "bazaar://outer/\(id)") }) }
        #expect(errors.map { $0?.key } == ["route.failed", "route.failed", "route.failed"])
        #expect(errors[0] == .handlerFailed(route: "outer/:id", reason: "no route for 'Inner'"))
        #expect(errors.allSatisfy { if case .handlerFailed("outer/:id", _) = $0 { true } else { false } })
        // Its own parameters still fail as the request's.
        #expect(await routeError { _ = try await hub.open(url: "bazaar://outer/x") }?.key == "route.invalidParameter")
    }
}

/// Binds `type` to a handler answering the decoded value.
private func bindEcho(_ type: any Route.Type, in router: Router) throws {
    func bind<R: Route>(_ type: R.Type) throws {
        try router.bind(type, owner: "Test") { route, _ in .echo(route) }
    }
    try bind(type)
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
