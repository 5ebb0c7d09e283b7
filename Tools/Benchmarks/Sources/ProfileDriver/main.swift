// A tiny driver for valgrind's callgrind, which counts instructions repeatably even on a busy
// machine: `ProfileDriver WORKLOAD N` sets up WORKLOAD once and then runs its operation N times.
// Instructions per operation = (count for 2N − count for N) / N; Tools/Benchmarks/profile does it.

import Common
import Foundation
@_spi(Benchmarks) import MediatorRuntime
import RoutingKit
import Swinject
import URLComponentsPeer

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

/// A hub of `modules`, its router speaking `bazaar`.
func build(_ modules: [any BusinessModule]) async -> Hub {
    do {
        return try await Hub.build(modules, router: RouterConfiguration(scheme: "bazaar"))
    } catch {
        fatalError("benchmark hub failed to build: \(error)")
    }
}

/// A hub of one module, `Bench`, holding the 10,000 routes.
func makeHub() async -> Hub {
    await build([BenchModule(name: "Bench", patterns: patterns)])
}

func makeTrie() -> TrieRouter<Int> {
    let trie = TrieRouter(Int.self)
    for (index, pattern) in patterns.enumerated() { trie.register(index, at: pattern.pathComponents) }
    return trie
}

/// Routes `count` times in `trie` the segments `segments` gives each time, as routing-kit's
/// users do (inlined, so the closure costs nothing).
@inline(__always) func route(in trie: TrieRouter<Int>, count: Int, segments: () -> [String]) {
    let logger = trie.logger
    for _ in 0..<count {
        var parameters = Parameters(logger)
        sink(trie.route(path: segments(), parameters: &parameters))
        sink(parameters)
    }
}

/// Provides `GoodsService`, for looking it up through a hub.
struct GoodsModule: BusinessModule {
    let name = "Goods"

    func register(in registrar: inout ModuleRegistrar) {
        registrar.service((any GoodsService).self) { LiveGoods() }
    }
}

/// Registers its route patterns in bulk through the registrar's pattern-only entry.
struct BenchModule: BusinessModule {
    let name: String
    let patterns: [String]

    func register(in registrar: inout ModuleRegistrar) {
        registrar.routes(patterns: patterns, answer: handler)
    }
}

/// The root package's folder (this file is Tools/Benchmarks/Sources/ProfileDriver/main.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Console's resource folder, the largest tables the app loads at start.
let consoleResources = packageRoot.appendingPathComponent("App/Console/Resources")

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
    print(
        "usage: ProfileDriver register|hub|register-peer|resolve-hit|resolve-miss|resolve-peer-hit|resolve-peer-miss|resolve-peer-url-hit|resolve-peer-url-miss|lookup|hub-lookup|lookup-peer|post|strings-parse|strings-load N"
    )
    exit(2)
}

/// Runs `workload`'s operation `count` times after its set-up.
func run(_ workload: String, count: Int) async {
    switch workload {
    case "register":
        // The 10,000 patterns in one module's bulk registration (routes enter a hub only
        // through its build).
        let module = BenchModule(name: "Bench", patterns: patterns)
        for _ in 0..<count { sink(await build([module])) }
    case "hub":
        let modules: [any BusinessModule] = (0..<100).map {
            BenchModule(name: "Module\($0)", patterns: Array(patterns[($0 * 100)..<($0 * 100 + 100)]))
        }
        for _ in 0..<count { sink(await build(modules)) }
    case "register-peer":
        for _ in 0..<count {
            let trie = TrieRouter(Int.self)
            for (index, pattern) in patterns.enumerated() { trie.register(index, at: pattern.pathComponents) }
            sink(trie)
        }
    case "resolve-hit", "resolve-miss":
        let hub = await makeHub()
        let url =
            workload == "resolve-hit"
            ? "bazaar://m42/sec3/item33/12345?tab=reviews&ref=home"
            : "bazaar://m42/sec3/nothing/12345?tab=reviews&ref=home"
        for _ in 0..<count {
            do { sink(try hub.remoteOwner(url)) } catch { sink(error) }
        }
    case "resolve-peer-hit", "resolve-peer-miss":
        let path =
            workload == "resolve-peer-hit" ? ["m42", "sec3", "item33", "12345"] : ["m42", "sec3", "nothing", "12345"]
        route(in: makeTrie(), count: count) { path }
    case "resolve-peer-url-hit", "resolve-peer-url-miss":
        // The same full URLs as ours, parsed by URLComponents and split into segments first.
        let url =
            workload == "resolve-peer-url-hit"
            ? "bazaar://m42/sec3/item33/12345?tab=reviews&ref=home"
            : "bazaar://m42/sec3/nothing/12345?tab=reviews&ref=home"
        route(in: makeTrie(), count: count) {
            guard let path = pathSegments(ofURL: url, scheme: "bazaar") else { fatalError("not a URL: \(url)") }
            return path
        }
    case "lookup", "hub-lookup":
        // Through the hub, as modules look services up (the registry is the hub's own): the
        // task's overrides (none here) are checked first, then the hub's own, then the registry.
        // `hub-lookup` is the old name of this row.
        let hub = await build([GoodsModule()])
        for _ in 0..<count { sink(try! await hub.service((any GoodsService).self)) }
    case "lookup-peer":
        let container = Container()
        container.register((any GoodsService).self) { _ in LiveGoods() }.inObjectScope(.container)
        for _ in 0..<count { sink(container.resolve((any GoodsService).self)!) }
    case "post":
        let hub = await build([])
        for index in 0..<100 { hub.subscribe(PriceChanged.self, owner: "S\(index)") { sink($0.id) } }
        for index in 0..<count { sink(await hub.post(PriceChanged(id: index))) }
    case "strings-parse":
        // The Console's English table (~13 KB, ~100 entries), parsed from its text.
        let file = consoleResources.appendingPathComponent("en.lproj/Localizable.strings")
        let text = try! String(contentsOf: file, encoding: .utf8)
        let path = file.path
        for _ in 0..<count { sink(try! StringsFileParser.parse(text, file: path)) }
    case "strings-load":
        // Both of the Console's tables from a folder laid out as SwiftPM builds it (`en.lproj`
        // exact, `zh-hans.lproj` lowercased): the folders found, the files read and parsed.
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("strings-load-\(getpid())")
        for (source, built) in [("en", "en"), ("zh-Hans", "zh-hans")] {
            let folder = bundle.appendingPathComponent("\(built).lproj")
            try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try! FileManager.default.copyItem(
                at: consoleResources.appendingPathComponent("\(source).lproj/Localizable.strings"),
                to: folder.appendingPathComponent("Localizable.strings"))
        }
        defer { try? FileManager.default.removeItem(at: bundle) }
        for _ in 0..<count { sink(try! StringTable.load(resourceDirectory: bundle, language: .english)) }
    default:
        print("unknown workload \(workload)")
        exit(2)
    }
}

// The workload runs in a task of its own, on no actor, so the runtime's async calls hop nowhere,
// as in a handler. The main thread only parks until the task ends the process: an async main
// parks it with dispatch_main, and valgrind 3.19 does not survive that once other threads run.
let workload = arguments[1]
Task.detached {
    await run(workload, count: count)
    exit(0)
}
while true { pause() }
