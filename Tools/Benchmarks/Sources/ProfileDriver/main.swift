// A tiny driver for valgrind's callgrind, which counts instructions repeatably even on a busy
// machine: `ProfileDriver WORKLOAD N` sets up WORKLOAD once and then runs its operation N times.
// Instructions per operation = (count for 2N − count for N) / N; Tools/Benchmarks/profile does it.

import Foundation
@_spi(Benchmarks) import MediatorRuntime
import RoutingKit
import Swinject

@inline(never) func sink<T>(_ value: T) { withExtendedLifetime(value) {} }

protocol GoodsService: Sendable { func price(of id: Int) -> Int }
final class LiveGoods: GoodsService { func price(of id: Int) -> Int { id * 3 } }
struct PriceChanged: Event { let id: Int }

let handler: @Sendable () throws -> RouteOutcome<ActionOutcome?> = {
    .value(ActionOutcome(event: "bench", message: ""))
}
let patterns: [String] = (0..<100).flatMap { module in
    (0..<100).map { route in
        switch route % 3 {
        case 0: "m\(module)/sec\(route % 10)/item\(route)/:id"
        case 1: "m\(module)/sec\(route % 10)/page\(route)"
        default: "m\(module)/sec\(route % 10)/page\(route)/detail"
        }
    }
}

func makeRouter() -> MediatorRuntime.Router {
    let router = MediatorRuntime.Router(configuration: .init(scheme: "bazaar"))
    router.register(patterns: patterns, owner: "Bench", answer: handler)
    return router
}

func makeTrie() -> TrieRouter<Int> {
    let trie = TrieRouter(Int.self)
    for (index, pattern) in patterns.enumerated() { trie.register(index, at: pattern.pathComponents) }
    return trie
}

/// Provides `GoodsService`, for looking it up through a hub.
struct GoodsModule: BusinessModule {
    let name = "Goods"

    func register(in registrar: inout ModuleRegistrar) {
        registrar.service((any GoodsService).self) { LiveGoods() }
    }
}

struct BenchModule: BusinessModule {
    let name: String
    let patterns: [String]

    func register(in registrar: inout ModuleRegistrar) {
        registrar.hub.router.register(patterns: patterns, owner: name, answer: handler)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
    print(
        "usage: ProfileDriver register|hub|register-peer|resolve-hit|resolve-miss|resolve-peer-hit|resolve-peer-miss|lookup|hub-lookup|lookup-peer|post N"
    )
    exit(2)
}

/// Runs `count` operations of `workload`.
func run(_ workload: String, count: Int) async {
    switch workload {
    case "register":
        for _ in 0..<count {
            let router = MediatorRuntime.Router(configuration: .init(scheme: "bazaar"))
            sink(router.register(patterns: patterns, owner: "Bench", answer: handler))
        }
    case "hub":
        let modules: [any BusinessModule] = (0..<100).map {
            BenchModule(name: "Module\($0)", patterns: Array(patterns[($0 * 100)..<($0 * 100 + 100)]))
        }
        for _ in 0..<count {
            let hub = Hub(router: .init(scheme: "bazaar"))
            try! await hub.start(modules)
            sink(hub)
        }
    case "register-peer":
        for _ in 0..<count {
            let trie = TrieRouter(Int.self)
            for (index, pattern) in patterns.enumerated() { trie.register(index, at: pattern.pathComponents) }
            sink(trie)
        }
    case "resolve-hit", "resolve-miss":
        let router = makeRouter()
        let url =
            workload == "resolve-hit"
            ? "bazaar://m42/sec3/item33/12345?tab=reviews&ref=home"
            : "bazaar://m42/sec3/nothing/12345?tab=reviews&ref=home"
        for _ in 0..<count {
            do { sink(try router.remoteOwner(url)) } catch { sink(error) }
        }
    case "resolve-peer-hit", "resolve-peer-miss":
        let trie = makeTrie()
        let path =
            workload == "resolve-peer-hit" ? ["m42", "sec3", "item33", "12345"] : ["m42", "sec3", "nothing", "12345"]
        let logger = trie.logger
        for _ in 0..<count {
            var parameters = Parameters(logger)
            sink(trie.route(path: path, parameters: &parameters))
            sink(parameters)
        }
    case "lookup", "hub-lookup":
        // Through the hub, as modules look services up (the registry is the hub's own): the
        // task's overrides (none here) are checked first, then the hub's own, then the registry.
        // `hub-lookup` is the old name of this row.
        let hub = Hub(router: .init(scheme: "bazaar"))
        try! await hub.start([GoodsModule()])
        for _ in 0..<count { sink(try! await hub.service((any GoodsService).self)) }
    case "lookup-peer":
        let container = Container()
        container.register((any GoodsService).self) { _ in LiveGoods() }.inObjectScope(.container)
        for _ in 0..<count { sink(container.resolve((any GoodsService).self)!) }
    case "post":
        let hub = Hub(router: .init(scheme: "bazaar"))
        for index in 0..<100 { hub.subscribe(PriceChanged.self, owner: "S\(index)") { sink($0.id) } }
        for index in 0..<count { sink(await hub.post(PriceChanged(id: index))) }
    default:
        print("unknown workload \(workload)")
        exit(2)
    }
}

// Not an async main: an async main ends in `dispatch_main`, whose signal handling on the main
// thread crashes callgrind. The workload runs as a task, which ends the process; the main thread
// leaves at once (as `dispatch_main` does), so it adds no instructions of its own.
Task {
    await run(arguments[1], count: count)
    exit(0)
}
pthread_exit(nil)
