@_spi(Benchmarks) import MediatorRuntime

/// The shared workload: the same route patterns, URLs and services for ours and the peers.
enum Workload {
    /// How many modules share the routes.
    static let moduleCount = 100
    /// Routes per module.
    static let routesPerModule = 100
    /// All routes.
    static var routeCount: Int { moduleCount * routesPerModule }

    /// 10,000 patterns of three or four segments, a third with a parameter:
    /// route k of module m is `m<m>/sec<k%10>/item<k>/:id` when k % 3 == 0,
    /// `m<m>/sec<k%10>/page<k>` when k % 3 == 1 and `m<m>/sec<k%10>/page<k>/detail` when k % 3 == 2.
    static func patterns(module: Int) -> [String] {
        (0..<routesPerModule).map { route in
            switch route % 3 {
            case 0: "m\(module)/sec\(route % 10)/item\(route)/:id"
            case 1: "m\(module)/sec\(route % 10)/page\(route)"
            default: "m\(module)/sec\(route % 10)/page\(route)/detail"
            }
        }
    }

    /// Every pattern, module by module.
    static let allPatterns: [String] = (0..<moduleCount).flatMap(patterns(module:))

    /// A full remote URL that hits `m42/sec3/item33/:id`, with two query items.
    static let hitURL = "bazaar://m42/sec3/item33/12345?tab=reviews&ref=home"
    /// The same shape of URL where no route matches (the third segment is unknown).
    static let missURL = "bazaar://m42/sec3/nothing/12345?tab=reviews&ref=home"
    /// The paths the path-only peer routes (routing-kit takes pre-split path segments, no scheme,
    /// no query): the lower bound.
    static let hitPath = ["m42", "sec3", "item33", "12345"]
    static let missPath = ["m42", "sec3", "nothing", "12345"]

    /// The handler every benchmark route shares.
    static let handler: @Sendable () throws -> RouteOutcome<ActionOutcome?> = { answer }

    /// What every benchmark route answers.
    static let answer = RouteOutcome<ActionOutcome?>.value(ActionOutcome(event: "bench", message: ""))

    /// The configuration of every benchmark hub's router.
    static let configuration = RouterConfiguration(scheme: "bazaar")

    /// A hub of one module, `Bench`, holding the 10,000 routes.
    static func makeHub() async -> Hub {
        await build([BenchModule(name: "Bench", patterns: allPatterns)])
    }

    /// A hub of `modules`; a build that fails stops the benchmarks, naming why.
    static func build(_ modules: [any BusinessModule]) async -> Hub {
        do {
            return try await Hub.build(modules, router: configuration)
        } catch {
            fatalError("benchmark hub failed to build: \(error)")
        }
    }
}

/// A benchmark module: it registers its route patterns in bulk, as the peers take them, through
/// the registrar's pattern-only entry (`ModuleRegistrar.route` takes typed routes only); a pattern
/// that cannot be registered fails the build.
struct BenchModule: BusinessModule {
    let name: String
    let patterns: [String]

    /// Module `index` of the 100, with its 100 routes.
    init(index: Int) {
        self.init(name: "Module\(index)", patterns: Workload.patterns(module: index))
    }

    /// A module named `name` with the routes `patterns`.
    init(name: String, patterns: [String]) {
        self.name = name
        self.patterns = patterns
    }

    func register(in registrar: inout ModuleRegistrar) {
        registrar.routes(patterns: patterns, answer: Workload.handler)
    }
}

// MARK: - Services

protocol GoodsService: Sendable { func price(of id: Int) -> Int }
protocol AccountService: Sendable { func currentUser() -> String }
protocol CartService: Sendable { func count() -> Int }
protocol OrderService: Sendable { func last() -> Int }
protocol MessagesService: Sendable { func unread() -> Int }

/// Provides the five services of row 3, as the app's modules do.
struct ServicesModule: BusinessModule {
    let name = "Services"

    func register(in registrar: inout ModuleRegistrar) {
        registrar.service((any GoodsService).self) { LiveGoods() }
        registrar.service((any AccountService).self) { LiveAccount() }
        registrar.service((any CartService).self) { LiveCart() }
        registrar.service((any OrderService).self) { LiveOrder() }
        registrar.service((any MessagesService).self) { LiveMessages() }
    }
}

final class LiveGoods: GoodsService { func price(of id: Int) -> Int { id * 3 } }
final class LiveAccount: AccountService { func currentUser() -> String { "ada" } }
final class LiveCart: CartService { func count() -> Int { 2 } }
final class LiveOrder: OrderService { func last() -> Int { 7 } }
final class LiveMessages: MessagesService { func unread() -> Int { 1 } }

/// The event the broadcast benchmark posts.
struct PriceChanged: Event { let id: Int }
