import MediatorRuntime
import Testing

/// A service whose making waits until its task is cancelled.
private protocol Slow: Sendable {}
private final class SlowService: Slow {}

private struct Wait: Route {
    typealias Result = Int
    static let pattern = "wait"
}

private struct SlowModule: BusinessModule {
    let name = "Slow"
    let started: LockedBox<Bool>

    func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let started = started
        registrar.service((any Slow).self) {
            started.withLock { $0 = true }
            try await Task.sleep(for: .seconds(60))
            return SlowService()
        }
        registrar.route(Wait.self) { _, _ in
            _ = try await hub.service((any Slow).self)
            return .value(1)
        }
    }
}

/// A lookup or an open whose task is cancelled while the service it needs is being made.
@Suite struct ServiceCancellationTests {
    private func cancelOnceStarted<T: Sendable>(
        _ started: LockedBox<Bool>, _ body: @escaping @Sendable () async throws -> T
    ) async -> (any Error)? {
        let task = Task { try await body() }
        while !started.withLock({ $0 }) { await Task.yield() }
        task.cancel()
        do {
            _ = try await task.value
            return nil
        } catch {
            return error
        }
    }

    @Test func aLookupCancelledWhileItsServiceIsMadeIsCancelled() async throws {
        let started = LockedBox(false)
        let hub = try await Hub.build([SlowModule(started: started)], router: .init(scheme: "slow"))
        let error = await cancelOnceStarted(started) { try await hub.service((any Slow).self) }
        #expect(error as? ServiceError == .cancelled(service: "Slow"))
    }

    @Test func anOpenCancelledWhileItsServiceIsMadeIsCancelled() async throws {
        let started = LockedBox(false)
        let hub = try await Hub.build([SlowModule(started: started)], router: .init(scheme: "slow"))
        let error = await cancelOnceStarted(started) { try await hub.open(url: "slow://wait") }
        #expect(error as? RouteError == .cancelled(route: "wait"))
    }
}
