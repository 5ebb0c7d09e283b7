import MediatorRuntime
import Testing

/// A route whose handler waits until its task is cancelled.
private struct Waiting: Route {
    static let pattern = "slow/wait"
}

/// A route whose handler waits for the test to let it go, taking no notice of cancellation.
private struct Stubborn: Route {
    static let pattern = "slow/stubborn"
}

/// A route whose handler opens `Waiting` in turn.
private struct Outer: Route {
    static let pattern = "slow/outer"
}

/// A route whose handler counts its runs.
private struct Counted: Route {
    static let pattern = "counted"
}

/// A hub with the routes above; `started` hears each handler that began, `stubborn` holds
/// `Stubborn`'s handler, `runs` counts `Counted`'s.
private struct Fixture {
    let hub: Hub
    let started: AsyncStream<String>
    let stubborn = Gate()
    let runs = LockedBox(0)

    init() async throws {
        let (started, starting) = AsyncStream<String>.makeStream()
        self.started = started
        let stubborn = stubborn
        let runs = runs
        hub = try await Hub.test("Test") { registrar in
            let hub = registrar.hub
            registrar.route(Waiting.self) { _, _ in
                starting.yield(Waiting.pattern)
                try await Task.sleep(for: .seconds(3600))
                return .page(TitledPage(title: "waited"))
            }
            registrar.route(Stubborn.self) { _, _ in
                starting.yield(Stubborn.pattern)
                await stubborn.wait()
                return .page(TitledPage(title: "stubborn"))
            }
            registrar.route(Outer.self) { _, request in
                starting.yield(Outer.pattern)
                return try await hub.open(Waiting(), navigator: request.navigator).erased.page.map { .page($0) }
                    ?? .page(TitledPage(title: "outer"))
            }
            registrar.route(Counted.self) { _, _ in
                runs.withLock { $0 += 1 }
                return .page(TitledPage(title: "counted"))
            }
        }
    }

    /// Waits until the handler of `pattern` has begun.
    func waitUntilStarted(_ pattern: String) async {
        for await name in started where name == pattern { return }
    }
}

/// The error `task` ended with, if it threw one.
private func error<T: Sendable>(of task: Task<T, any Error>) async -> (any Error)? {
    do {
        _ = try await task.value
        return nil
    } catch {
        return error
    }
}

/// Opening a route is a task that can be cancelled: the router checks before the handler
/// runs, a handler that waits stops, and the open throws `RouteError.cancelled` naming the
/// route, from both entries; a handler that finishes whatever happens keeps its outcome.
@Suite struct CancellationTests {
    @Test(arguments: [true, false])
    func cancellingAWaitingHandlerThrowsCancelledAndPushesNothing(remote: Bool) async throws {
        let fixture = try await Fixture()
        let navigator = Navigator(hub: fixture.hub)
        navigator.push(TitledPage(title: "before"))
        let task = Task {
            remote
                ? try await navigator.open(url: "bazaar://slow/wait").page
                : try await navigator.open(Waiting()).page
        }
        await fixture.waitUntilStarted(Waiting.pattern)
        task.cancel()
        #expect(await error(of: task) as? RouteError == .cancelled(route: Waiting.pattern))
        #expect(navigator.depth == 1, "nothing was pushed")
        #expect(navigator.top?.title == "before", "the page before stays on top")
    }

    @Test(arguments: [true, false])
    func aCancelledTaskNeverRunsTheHandler(remote: Bool) async throws {
        let fixture = try await Fixture()
        let hub = fixture.hub
        let task = Task {
            // Waits for its own cancellation without looking at the clock.
            while !Task.isCancelled { await Task.yield() }
            return remote ? try await hub.open(url: "bazaar://counted").page : try await hub.open(Counted()).page
        }
        task.cancel()
        #expect(await error(of: task) as? RouteError == .cancelled(route: Counted.pattern))
        #expect(fixture.runs.withLock { $0 } == 0)
        _ = try await hub.open(url: "bazaar://counted")
        #expect(fixture.runs.withLock { $0 } == 1, "an open that is not cancelled runs it")
    }

    @Test func aHandlerThatFinishesWhateverHappensKeepsItsOutcome() async throws {
        let fixture = try await Fixture()
        let hub = fixture.hub
        let task = Task {
            let page = try await hub.open(url: "bazaar://slow/stubborn").page
            return page?.title
        }
        await fixture.waitUntilStarted(Stubborn.pattern)
        task.cancel()
        fixture.stubborn.open()
        #expect(try await task.value == "stubborn", "what the handler did is not reported as undone")
    }

    @Test func aCancelledRouteOpenedInsideAHandlerCancelsTheOuterOpen() async throws {
        let fixture = try await Fixture()
        let hub = fixture.hub
        let task = Task { try await hub.open(url: "bazaar://slow/outer").page }
        await fixture.waitUntilStarted(Waiting.pattern)
        task.cancel()
        #expect(
            await error(of: task) as? RouteError == .cancelled(route: Waiting.pattern), "the inner request's, as thrown"
        )
    }

    @Test func theErrorNamesNoPatternToAPersonAndHasItsOwnKey() {
        let error = RouteError.cancelled(route: "slow/wait")
        #expect(error.key == "route.cancelled")
        #expect(error.values.isEmpty)
        #expect(error.description.contains("slow/wait"), "the English for logs names the route")
    }
}
