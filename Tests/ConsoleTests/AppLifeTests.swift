import Common
import ContractSupport
import Testing

// @testable: `AppLife` is the Console's own; a session posts every app event through it.
@testable import Console

/// A module that hears every app event, recording its name in `heard`; `Late` waits for `gate`.
private struct Listener: BusinessModule {
    let name: String
    let priority: Int
    var consumes: [ServiceKey] = []
    var provides = false
    let heard: LockedBox<[String]>
    var gate: LockedBox<CheckedContinuation<Void, Never>?>?

    func register(in registrar: inout ModuleRegistrar) {
        if provides { registrar.service(Shelf.self) { Shelf() } }
    }

    func setUp(hub: Hub) {
        let (name, heard, gate) = (name, heard, gate)
        hub.subscribe(app: AppWillTerminate.self, owner: name) { event in
            heard.withLock { $0.append(name) }
            if let gate { await withCheckedContinuation { continuation in gate.withLock { $0 = continuation } } }
            heard.withLock { $0.append(name + " done") }
            event.delivery.tell("\(name) heard \(event.reason.rawValue)")
        }
    }
}

/// A service only so that one module consumes another's.
private final class Shelf: Sendable {}

/// The app's life told to the modules: in their set-up order (descending priority, providers
/// first), each within the bound, a late one left behind with one line on standard error.
struct AppLifeTests {
    func life(_ hub: Hub, bound: Duration, errors: LockedBox<String>) throws -> AppLife {
        AppLife(
            hub: hub, commandName: "bazaar", strings: try ConsoleStrings.load(.english),
            output: ConsoleOutput(out: { _ in }, error: { text in errors.withLock { $0 += text } }), bound: bound)
    }

    @Test func modulesHearInPriorityOrderWithProvidersFirst() async throws {
        let heard = LockedBox([String]())
        let hub = try await Hub.build(
            [
                Listener(name: "Low", priority: 0, heard: heard),
                Listener(name: "High", priority: 50, consumes: [ServiceKey(Shelf.self)], heard: heard),
                Listener(name: "Provider", priority: 1, provides: true, heard: heard),
                Listener(name: "Middle", priority: 10, heard: heard),
            ], router: RouterConfiguration(scheme: "bazaar"))
        let errors = LockedBox("")
        let notices = try await life(hub, bound: .seconds(2), errors: errors).tell {
            AppWillTerminate(delivery: $0, reason: .quit, atTerminal: false)
        }
        // High consumes Provider's service, so Provider sets up (and subscribes) before it.
        #expect(notices == ["Middle heard quit", "Provider heard quit", "High heard quit", "Low heard quit"])
        #expect(errors.withLock { $0 }.isEmpty)
    }

    @Test func aSubscriberPastTheBoundIsLeftBehindWithOneLineAndTheNextStillHears() async throws {
        let heard = LockedBox([String]())
        let gate = LockedBox<CheckedContinuation<Void, Never>?>(nil)
        let hub = try await Hub.build(
            [
                Listener(name: "Late", priority: 10, heard: heard, gate: gate),
                Listener(name: "Next", priority: 0, heard: heard),
            ], router: RouterConfiguration(scheme: "bazaar"))
        let errors = LockedBox("")
        let notices = try await life(hub, bound: .milliseconds(50), errors: errors).tell {
            AppWillTerminate(delivery: $0, reason: .terminated, atTerminal: true)
        }
        #expect(notices == ["Next heard terminated"])
        #expect(heard.withLock { $0 } == ["Late", "Next", "Next done"], "Late was not waited for")
        #expect(
            errors.withLock { $0 }
                == "bazaar: Late did not finish hearing AppWillTerminate within 0.05 s; going on without it.\n")
        // Late goes on once let go, unawaited.
        while gate.withLock({ $0 }) == nil { await Task.yield() }
        gate.withLock { $0.take() }?.resume()
    }

    @Test func secondsAreWrittenPlainly() {
        #expect(AppLife.seconds(.seconds(2)) == "2")
        #expect(AppLife.seconds(.milliseconds(250)) == "0.25")
    }
}
