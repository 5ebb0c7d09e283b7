import Testing

// @testable: drives the service registry itself from many threads.
@_spi(Benchmarks) @testable import MediatorRuntime

private protocol Counter: Sendable { var id: Int { get } }
private struct LiveCounter: Counter { let id: Int }

private struct Ping: Event { let value: Int }

private struct Item: Route {
    static let pattern = "item/:id"
    var id: Int
}

private enum Service0: Sendable {}
private enum Service1: Sendable {}
private enum Service2: Sendable {}
private enum Service3: Sendable {}

/// Hammers lookup, open, post and navigation from many tasks at once, on a hub built of many
/// modules (registration is the build's); run it under `--sanitize=thread` to prove the absence
/// of data races.
@Suite struct ConcurrencyTests {
    static let tasks = 8
    static let rounds = 200

    @Test func lookupOpenAndPostFromManyTasks() async throws {
        let made = LockedBox(0)
        let items = TestModule("Items") { registrar in
            registrar.route(Item.self) { route, _ in .echo(route.id) }
            registrar.service((any Counter).self) {
                made.withLock { $0 += 1 }
                return LiveCounter(id: 7)
            }
        }
        let tasks = (0..<Self.tasks).map { task in
            TestModule("T\(task)") { registrar in
                for round in 0..<Self.rounds { registrar.routes(patterns: ["t\(task)/r\(round)"]) { .echo(round) } }
            }
        }
        let hub = try await Hub.test([items] + tasks)
        let heard = LockedBox(0)
        let navigator = Navigator(hub: hub)

        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    var failures = 0
                    for round in 0..<Self.rounds {
                        // Lookup and open through both entries.
                        if (try? await hub.service((any Counter).self).id) != 7 { failures += 1 }
                        if (try? await hub.open(Item(id: round)).echoed as? Int) != round { failures += 1 }
                        if (try? await hub.open(url: "bazaar://item/\(round)"))?.echoed as? Int != round {
                            failures += 1
                        }
                        if (try? await hub.open(url: "bazaar://t\(task)/r\(round)"))?.echoed as? Int != round {
                            failures += 1
                        }
                        // Events: subscribe, post.
                        hub.subscribe(Ping.self, owner: "T\(task)") { _ in
                            heard.withLock { $0 += 1 }
                        }
                        _ = await hub.post(Ping(value: round))
                        // Navigation and introspection.
                        navigator.push(TitledPage(title: "\(task)"))
                        if round % 3 == 0 { navigator.pop() }
                        if round % 50 == 0 {
                            _ = hub.routes()
                            _ = hub.serviceInfo()
                            _ = hub.eventInfo()
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }

        #expect(failures == 0)
        #expect(made.withLock { $0 } == 1)
        #expect(heard.withLock { $0 } >= Self.tasks * Self.rounds)
        let routes = hub.routes()
        #expect(routes.count == 1 + Self.tasks * Self.rounds)
        #expect(Set(routes.map(\.pattern)).count == routes.count)
        #expect(navigator.depth > 0)
    }

    @Test func navigationFromManyThreadsLosesNoPage() async throws {
        let hub = try await Hub.test()
        let navigator = Navigator(hub: hub)
        navigator.push(TitledPage(title: "root"))
        let popped = LockedBox(0)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for round in 0..<Self.rounds {
                        switch round % 4 {
                        case 0, 1: navigator.push(TitledPage(title: "\(task).\(round)"))
                        case 2: if navigator.pop() { popped.withLock { $0 += 1 } }
                        default: navigator.replaceTop(with: TitledPage(title: "\(task).\(round)"))
                        }
                    }
                }
            }
        }
        let pushed = Self.tasks * Self.rounds / 2
        #expect(navigator.depth == 1 + pushed - popped.withLock { $0 }, "every push and pop counted once")
    }

    @Test func servicesAreCreatedOnceUnderContention() async throws {
        let registry = ServiceRegistry()
        let made = LockedBox([0, 0, 0, 0])
        try registry.register(Service0.Type.self, owner: "A") {
            made.withLock { $0[0] += 1 }
            return Service0.self
        }
        try registry.register(Service1.Type.self, owner: "A") {
            made.withLock { $0[1] += 1 }
            return Service1.self
        }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for _ in 0..<Self.rounds {
                        _ = try? await registry.lookup(Service0.Type.self)
                        _ = try? await registry.lookup(Service1.Type.self)
                        // Racing duplicate registrations: one wins, the rest are refused.
                        _ = try? registry.register(Service2.Type.self, owner: "T\(task)") { Service2.self }
                        _ = try? await registry.lookup(Service2.Type.self)
                        _ = registry.registrations()
                    }
                }
            }
        }
        #expect(made.withLock { $0 } == [1, 1, 0, 0])
        #expect(registry.registrations().count == 3)
        await #expect(throws: ServiceError.self) { try await registry.lookup(Service3.Type.self) }
    }
}
