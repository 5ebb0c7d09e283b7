import Benchmark
import Dispatch
import Foundation
@_spi(Benchmarks) import MediatorRuntime
@preconcurrency import RoutingKit
@preconcurrency import Swinject
import URLComponentsPeer

// Names are `<group>.<ours|peer>.<what>`; Tools/Benchmarks/summary.py pairs them into the table.

/// Counts are exported as plain counts (no K or M), so summary.py reads them as they are.
let countedMetrics: [BenchmarkMetric] = [
    .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResidentDelta, .throughput,
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        units: Dictionary(uniqueKeysWithValues: countedMetrics.map { ($0, BenchmarkUnits.count) }),
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )
    registrationBenchmarks()
    resolutionBenchmarks()
    serviceBenchmarks()
    eventBenchmarks()
    memoryBenchmarks()
    appStartBenchmarks()
}

// MARK: 1. Registration

func registrationBenchmarks() {
    let slow = Benchmark.Configuration(warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 200)

    // Ours: a hub is built of 100 modules, each registering 100 route patterns (parsed from text).
    Benchmark("register.ours.hub-100-modules-10k-routes", configuration: slow) { benchmark async in
        let modules: [any BusinessModule] = (0..<Workload.moduleCount).map(BenchModule.init(index:))
        benchmark.startMeasurement()
        let hub = await Workload.build(modules)
        benchmark.stopMeasurement()
        blackHole(hub)
    }

    // Ours in one module: a hub built of one module registering the same 10,000 patterns in one
    // bulk registration (no router is made alone: routes enter a hub only through its build).
    Benchmark("register.ours.router-bulk-10k-routes", configuration: slow) { benchmark async in
        let module = BenchModule(name: "Bench", patterns: Workload.allPatterns)
        benchmark.startMeasurement()
        let hub = await Workload.build([module])
        benchmark.stopMeasurement()
        blackHole(hub)
    }

    // Peer: routing-kit's trie, the same 10,000 patterns parsed from the same text.
    Benchmark("register.peer.routingkit-10k-routes", configuration: slow) { benchmark in
        let patterns = Workload.allPatterns
        benchmark.startMeasurement()
        let router = TrieRouter(Int.self)
        for (index, pattern) in patterns.enumerated() {
            router.register(index, at: pattern.pathComponents)
        }
        benchmark.stopMeasurement()
        blackHole(router)
    }

    // Peer, register only: the path components are prepared before the measurement.
    Benchmark("register.peer.routingkit-10k-routes-preparsed", configuration: slow) { benchmark in
        let components = Workload.allPatterns.map(\.pathComponents)
        benchmark.startMeasurement()
        let router = TrieRouter(Int.self)
        for (index, path) in components.enumerated() {
            router.register(index, at: path)
        }
        benchmark.stopMeasurement()
        blackHole(router)
    }
}

// MARK: 2. Route resolution

func resolutionBenchmarks() {
    let fast = Benchmark.Configuration(scalingFactor: .kilo)
    // Ours: each benchmark's set-up builds the hub of the 10,000 routes (`Workload.makeHub`).
    let trie = TrieRouter(Int.self)
    for (index, pattern) in Workload.allPatterns.enumerated() { trie.register(index, at: pattern.pathComponents) }
    let logger = trie.logger

    Benchmark(
        "resolve-hit.ours.remoteMatch-full-url", configuration: fast,
        closure: { benchmark, hub in
            for _ in benchmark.scaledIterations {
                do { blackHole(try hub.remoteOwner(Workload.hitURL)) } catch { fatalError("\(error)") }
            }
        }, setup: Workload.makeHub)
    Benchmark("resolve-hit.peer.routingkit-path-only", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            var parameters = Parameters(logger)
            blackHole(trie.route(path: Workload.hitPath, parameters: &parameters))
            blackHole(parameters)
        }
    }
    Benchmark(
        "resolve-miss.ours.remoteMatch-full-url", configuration: fast,
        closure: { benchmark, hub in
            for _ in benchmark.scaledIterations {
                do { blackHole(try hub.remoteOwner(Workload.missURL)) } catch { blackHole(error) }
            }
        }, setup: Workload.makeHub)
    Benchmark("resolve-miss.peer.routingkit-path-only", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            var parameters = Parameters(logger)
            blackHole(trie.route(path: Workload.missPath, parameters: &parameters))
            blackHole(parameters)
        }
    }
    // The peer as a user feeds it the full URL: URLComponents parses it, its host and path split
    // into segments (`pathSegments`), then the same route(path:parameters:).
    func routingKitWithURLComponents(_ url: String) -> (Benchmark) -> Void {
        { benchmark in
            for _ in benchmark.scaledIterations {
                guard let path = pathSegments(ofURL: url, scheme: "bazaar") else { fatalError("not a URL: \(url)") }
                var parameters = Parameters(logger)
                blackHole(trie.route(path: path, parameters: &parameters))
                blackHole(parameters)
            }
        }
    }
    Benchmark(
        "resolve-hit.peer.routingkit-urlcomponents", configuration: fast,
        closure: routingKitWithURLComponents(Workload.hitURL))
    Benchmark(
        "resolve-miss.peer.routingkit-urlcomponents", configuration: fast,
        closure: routingKitWithURLComponents(Workload.missURL))
}

// MARK: 3. Service lookup

func serviceBenchmarks() {
    let fast = Benchmark.Configuration(scalingFactor: .kilo)
    // Ours through the hub, as modules look services up (the registry is the hub's own); each
    // benchmark's set-up builds its hub (`startedServicesHub`).
    let container = Container()
    container.register((any GoodsService).self) { _ in LiveGoods() }.inObjectScope(.container)
    container.register((any AccountService).self) { _ in LiveAccount() }.inObjectScope(.container)
    container.register((any CartService).self) { _ in LiveCart() }.inObjectScope(.container)
    container.register((any OrderService).self) { _ in LiveOrder() }.inObjectScope(.container)
    container.register((any MessagesService).self) { _ in LiveMessages() }.inObjectScope(.container)
    _ = container.resolve((any GoodsService).self)
    let synchronized = container.synchronize()

    Benchmark("service.ours.lookup", configuration: fast, closure: lookups, setup: startedServicesHub)
    Benchmark("service.peer.swinject-resolve", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(container.resolve((any GoodsService).self)!)
        }
    }
    Benchmark("service-synchronized.ours.lookup", configuration: fast, closure: lookups, setup: startedServicesHub)
    Benchmark("service-synchronized.peer.swinject-synchronize-resolve", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(synchronized.resolve((any GoodsService).self)!)
        }
    }
    // Both cores at once: two child tasks (the cooperative pool has a thread per core) each do
    // the scaled iterations; the figure is the pair's wall time divided by one task's count
    // (the latency each caller sees).
    Benchmark(
        "service-2-threads.ours.lookup", configuration: fast,
        closure: { benchmark, hub in
            let count = benchmark.scaledIterations.count
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        for _ in 0..<count {
                            do { blackHole(try await hub.service((any GoodsService).self)) } catch {
                                fatalError("\(error)")
                            }
                        }
                    }
                }
            }
        }, setup: startedServicesHub)
    Benchmark("service-2-threads.peer.swinject-synchronize-resolve", configuration: fast) { benchmark async in
        let count = benchmark.scaledIterations.count
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<count {
                        blackHole(synchronized.resolve((any GoodsService).self)!)
                    }
                }
            }
        }
    }
}

/// A built hub with row 3's five services, its `GoodsService` made once, as after start-up.
func startedServicesHub() async throws -> Hub {
    let hub = await Workload.build([ServicesModule()])
    _ = try await hub.service((any GoodsService).self)
    return hub
}

/// Ours in row 3: the scaled iterations of `hub.service`.
func lookups(_ benchmark: Benchmark, in hub: Hub) async {
    for _ in benchmark.scaledIterations {
        do { blackHole(try await hub.service((any GoodsService).self)) } catch { fatalError("\(error)") }
    }
}

// MARK: 4. Event broadcast

func eventBenchmarks() {
    let fast = Benchmark.Configuration(scalingFactor: .kilo)
    // Ours: the set-up builds a hub with no module and subscribes the 100 subscribers.
    let subscribedHub: @Sendable () async throws -> Hub = {
        let hub = await Workload.build([])
        for index in 0..<100 {
            hub.subscribe(PriceChanged.self, owner: "Subscriber\(index)") { event in blackHole(event.id) }
        }
        return hub
    }
    let center = NotificationCenter()
    let name = Notification.Name("PriceChanged")
    let observers = (0..<100).map { _ in
        center.addObserver(forName: name, object: nil, queue: nil) { note in blackHole(note.userInfo) }
    }

    Benchmark(
        "event.ours.post-to-100", configuration: fast,
        closure: { benchmark, hub in
            for index in benchmark.scaledIterations {
                blackHole(await hub.post(PriceChanged(id: index)))
            }
        }, setup: subscribedHub)
    Benchmark("event.peer.notificationcenter-post-to-100", configuration: fast) { benchmark in
        for index in benchmark.scaledIterations {
            center.post(name: name, object: nil, userInfo: ["id": index])
        }
        blackHole(observers)
    }
}

// MARK: 5. Memory

func memoryBenchmarks() {
    let memory = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResidentDelta],
        warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 20)

    // What a table of 10,000 routes holds, in a hub of one module: it stays alive past the end
    // of the measurement, so malloc − free and bytes allocated − freed are what it keeps (the
    // hub's own few allocations with it).
    Benchmark("memory.ours.router-10k-routes", configuration: memory) { benchmark async in
        let module = BenchModule(name: "Bench", patterns: Workload.allPatterns)
        benchmark.startMeasurement()
        let hub = await Workload.build([module])
        benchmark.stopMeasurement()
        blackHole(hub)
        blackHole(module)
    }
    Benchmark("memory.peer.routingkit-10k-routes", configuration: memory) { benchmark in
        let components = Workload.allPatterns.map(\.pathComponents)
        benchmark.startMeasurement()
        let router = TrieRouter(Int.self)
        for (index, path) in components.enumerated() { router.register(index, at: path) }
        benchmark.stopMeasurement()
        blackHole(router)
        blackHole(components)
    }
}
