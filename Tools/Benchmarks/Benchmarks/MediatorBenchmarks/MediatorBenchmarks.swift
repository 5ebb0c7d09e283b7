import Benchmark
import Dispatch
import Foundation
@_spi(Benchmarks) import MediatorRuntime
@preconcurrency import RoutingKit
@preconcurrency import Swinject

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

    // Ours: a hub starts 100 modules, each registering 100 route patterns (parsed from text).
    Benchmark("register.ours.hub-100-modules-10k-routes", configuration: slow) { benchmark in
        let modules: [any BusinessModule] = (0..<Workload.moduleCount).map(BenchModule.init(index:))
        benchmark.startMeasurement()
        let hub = Hub(router: .init(scheme: "bazaar"))
        do { try await hub.start(modules) } catch { fatalError("\(error)") }
        benchmark.stopMeasurement()
        blackHole(hub)
    }

    // Ours without modules: one bulk registration of the same 10,000 patterns.
    Benchmark("register.ours.router-bulk-10k-routes", configuration: slow) { benchmark in
        let patterns = Workload.allPatterns
        benchmark.startMeasurement()
        let router = Router(configuration: .init(scheme: "bazaar"))
        let errors = router.register(patterns: patterns, owner: "Bench", answer: Workload.handler)
        benchmark.stopMeasurement()
        precondition(errors.isEmpty)
        blackHole(router)
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
    let router = Workload.makeRouter()
    let trie = TrieRouter(Int.self)
    for (index, pattern) in Workload.allPatterns.enumerated() { trie.register(index, at: pattern.pathComponents) }
    let logger = trie.logger

    Benchmark("resolve-hit.ours.remoteMatch-full-url", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            do { blackHole(try router.remoteOwner(Workload.hitURL)) } catch { fatalError("\(error)") }
        }
    }
    Benchmark("resolve-hit.peer.routingkit-path-only", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            var parameters = Parameters(logger)
            blackHole(trie.route(path: Workload.hitPath, parameters: &parameters))
            blackHole(parameters)
        }
    }
    Benchmark("resolve-miss.ours.remoteMatch-full-url", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            do { blackHole(try router.remoteOwner(Workload.missURL)) } catch { blackHole(error) }
        }
    }
    Benchmark("resolve-miss.peer.routingkit-path-only", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            var parameters = Parameters(logger)
            blackHole(trie.route(path: Workload.missPath, parameters: &parameters))
            blackHole(parameters)
        }
    }
    // Ours, lookup only: the URL parsed beforehand (what the table costs without the parser).
    let lookup = try! router.lookup(preparsing: Workload.hitURL)
    Benchmark("resolve-hit.ours.resolve-preparsed-url", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(lookup())
        }
    }
}

// MARK: 3. Service lookup

func serviceBenchmarks() {
    let fast = Benchmark.Configuration(scalingFactor: .kilo)
    // Through the hub, as modules look services up (the registry is the hub's own).
    let hub = Hub(router: .init(scheme: "bazaar"))
    // Started once, before the first measurement; the service created once, as after start-up.
    let started = Task {
        do {
            try await hub.start([ServicesModule()])
            _ = try await hub.service((any GoodsService).self)
        } catch { fatalError("\(error)") }
    }

    let container = Container()
    container.register((any GoodsService).self) { _ in LiveGoods() }.inObjectScope(.container)
    container.register((any AccountService).self) { _ in LiveAccount() }.inObjectScope(.container)
    container.register((any CartService).self) { _ in LiveCart() }.inObjectScope(.container)
    container.register((any OrderService).self) { _ in LiveOrder() }.inObjectScope(.container)
    container.register((any MessagesService).self) { _ in LiveMessages() }.inObjectScope(.container)
    _ = container.resolve((any GoodsService).self)
    let synchronized = container.synchronize()

    Benchmark("service.ours.lookup", configuration: fast) { benchmark in
        await started.value
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do { blackHole(try await hub.service((any GoodsService).self)) } catch { fatalError("\(error)") }
        }
    }
    Benchmark("service.peer.swinject-resolve", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(container.resolve((any GoodsService).self)!)
        }
    }
    Benchmark("service-synchronized.ours.lookup", configuration: fast) { benchmark in
        await started.value
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do { blackHole(try await hub.service((any GoodsService).self)) } catch { fatalError("\(error)") }
        }
    }
    Benchmark("service-synchronized.peer.swinject-synchronize-resolve", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(synchronized.resolve((any GoodsService).self)!)
        }
    }
    // Both cores at once: two threads each do the scaled iterations; the figure is the wall
    // time of the pair divided by one thread's count (the latency each caller sees).
    Benchmark("service-2-threads.ours.lookup", configuration: fast) { benchmark in
        await started.value
        let count = benchmark.scaledIterations.count
        benchmark.startMeasurement()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<count {
                        do {
                            blackHole(try await hub.service((any GoodsService).self))
                        } catch { fatalError("\(error)") }
                    }
                }
            }
        }
    }
    Benchmark("service-2-threads.peer.swinject-synchronize-resolve", configuration: fast) { benchmark in
        let count = benchmark.scaledIterations.count
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<count {
                blackHole(synchronized.resolve((any GoodsService).self)!)
            }
        }
    }
}

// MARK: 4. Event broadcast

func eventBenchmarks() {
    let fast = Benchmark.Configuration(scalingFactor: .kilo)
    let hub = Hub(router: .init(scheme: "bazaar"))
    for index in 0..<100 {
        hub.subscribe(PriceChanged.self, owner: "Subscriber\(index)") { event in blackHole(event.id) }
    }
    let center = NotificationCenter()
    let name = Notification.Name("PriceChanged")
    let observers = (0..<100).map { _ in
        center.addObserver(forName: name, object: nil, queue: nil) { note in blackHole(note.userInfo) }
    }

    Benchmark("event.ours.post-to-100", configuration: fast) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(await hub.post(PriceChanged(id: index)))
        }
    }
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

    // What a table of 10,000 routes holds: it stays alive past the end of the measurement, so
    // malloc − free and bytes allocated − freed are what it keeps.
    Benchmark("memory.ours.router-10k-routes", configuration: memory) { benchmark in
        let patterns = Workload.allPatterns
        benchmark.startMeasurement()
        let router = Router(configuration: .init(scheme: "bazaar"))
        router.register(patterns: patterns, owner: "Bench", answer: Workload.handler)
        benchmark.stopMeasurement()
        blackHole(router)
        blackHole(patterns)
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
