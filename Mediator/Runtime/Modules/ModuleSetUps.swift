import Synchronization

/// The set-ups of one hub's modules while it starts and after: each one's state, the requests
/// and set-ups waiting for one, and the one flag a request checks first.
///
/// `Hub.start` files every module as setting up, begins each deferred set-up
/// (`BusinessModule.defersSetUp`) in a task of its own that waits for its providers' set-ups,
/// runs the others one after another and marks each ready, and returns. While anything is
/// setting up, or once a deferred set-up has failed, `areAllReady` is `false` and a request asks
/// about the modules it needs: an open, about the route's owner and the modules whose services
/// the owner consumes (`failure(opening:)`); a lookup, about the service's provider
/// (`failure(of:)`). A deferred module still setting up is waited for (suspended, no thread
/// held); a module that does not defer never is (a set-up may use a module set up after it, as
/// before deferral). A deferred set-up's own requests (its task and the tasks it starts) never
/// wait for itself.
final class ModuleSetUps: Sendable {
    /// How a module's set-up ended, as a request sees it.
    enum Outcome: Sendable, Equatable {
        /// Set up (or not waited for): go on.
        case ready
        /// Its set-up threw; `reason` describes what it threw.
        case failed(reason: String)
    }

    private struct Entry: Sendable {
        let isDeferred: Bool
        /// The modules whose services it consumes.
        let providers: [String]
        var waiters: [CheckedContinuation<Void, Never>] = []
        var outcome: Outcome?
    }

    private struct State: Sendable {
        var entries: [String: Entry] = [:]
        var tasks: [Task<Void, Never>] = []
    }

    /// The deferred module whose set-up the current task runs, in which hub's set-ups.
    private struct Running: Sendable {
        let setUps: ObjectIdentifier
        let module: String
    }

    @TaskLocal private static var running: Running?

    /// `true` while nothing is filed, and again once every module filed is ready.
    private let allReady = Atomic<Bool>(true)
    private let state = LockedBox(State())

    /// Nothing filed.
    init() {}

    /// Whether every module is set up: one atomic load, all a request costs once the deferred
    /// set-ups are over.
    @inline(__always)
    var areAllReady: Bool {
        allReady.load(ordering: .acquiring)
    }

    /// Files `modules` as setting up, each deferring its set-up or not, with the modules whose
    /// services it consumes.
    func file(_ modules: [(name: String, defers: Bool, providers: [String])]) {
        state.withLock { state in
            for module in modules {
                state.entries[module.name] = Entry(isDeferred: module.defers, providers: module.providers)
            }
            if !modules.isEmpty { allReady.store(false, ordering: .releasing) }
        }
    }

    /// Begins the deferred set-up of `module` (filed) in a task of its own, once each of its
    /// providers has ended its set-up, ready or failed (a consumer of a failed module sets up all
    /// the same and meets that failure where it looks the service up). The task inherits the
    /// caller's task-locals (the overrides a hub starts under).
    func begin(_ module: String, _ setUp: @escaping @Sendable () async throws -> Void) {
        let running = Running(setUps: ObjectIdentifier(self), module: module)
        let providers = state.withLock { $0.entries[module]?.providers ?? [] }
        let task = Task {
            for provider in providers { _ = await ended(provider) }
            let outcome: Outcome
            if Task.isCancelled {
                outcome = .failed(reason: "the hub's start failed")
            } else {
                do {
                    try await Self.$running.withValue(running) { try await setUp() }
                    outcome = .ready
                } catch {
                    outcome = .failed(reason: String(describing: error))
                }
            }
            end(module, outcome)
        }
        state.withLock { $0.tasks.append(task) }
    }

    /// Files how `module`'s set-up ended and resumes whoever waits for it.
    func end(_ module: String, _ outcome: Outcome) {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard var entry = state.entries[module], entry.outcome == nil else { return [] }
            let waiters = entry.waiters
            entry.waiters = []
            entry.outcome = outcome
            state.entries[module] = entry
            if state.entries.values.allSatisfy({ $0.outcome == .ready }) { allReady.store(true, ordering: .releasing) }
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Why a lookup of a service `module` provides fails, if it does: waits while `module`'s
    /// deferred set-up runs; `nil` at once for a module that does not defer (or that is not
    /// filed), and inside that module's own set-up; the reason once it has failed.
    func failure(of module: String) async -> String? {
        if let running = Self.running, running.setUps == ObjectIdentifier(self), running.module == module {
            return nil
        }
        guard state.withLock({ $0.entries[module]?.isDeferred == true }) else { return nil }
        if case .failed(let reason) = await ended(module) { return reason }
        return nil
    }

    /// Why opening a route of `module` fails, if it does: the first of `module` and the modules
    /// whose services it consumes whose deferred set-up failed, with the reason, each waited for
    /// while it runs (see ``failure(of:)``). So a request for a Cart page, which prices its lines
    /// through Goods, waits for Goods' set-up, and names Goods when it could not set up.
    func failure(opening module: String) async -> (module: String, reason: String)? {
        let providers = state.withLock { $0.entries[module]?.providers ?? [] }
        for needed in [module] + providers {
            if let reason = await failure(of: needed) { return (needed, reason) }
        }
        return nil
    }

    /// How `module`'s set-up ended, waiting for it to end (`.ready` when it is not filed).
    private func ended(_ module: String) async -> Outcome {
        while true {
            let outcome = state.withLock { state -> Outcome? in
                guard let entry = state.entries[module] else { return .ready }
                return entry.outcome
            }
            if let outcome { return outcome }
            await withCheckedContinuation { continuation in
                let waits = state.withLock { state -> Bool in
                    guard var entry = state.entries[module], entry.outcome == nil else { return false }
                    entry.waiters.append(continuation)
                    state.entries[module] = entry
                    return true
                }
                if !waits { continuation.resume() }
            }
        }
    }

    /// The state of `module`'s set-up; `nil` when it is not filed.
    func state(of module: String) -> ModuleSetUpState? {
        state.withLock { state in
            state.entries[module].map { entry in
                switch entry.outcome {
                case nil: .settingUp
                case .ready: .ready
                case .failed(let reason): .failed(reason: reason)
                }
            }
        }
    }

    /// How many requests and set-ups wait for `module`'s set-up now (tests wait for a request
    /// to park before they let a set-up go on).
    func waiterCount(_ module: String) -> Int {
        state.withLock { $0.entries[module]?.waiters.count ?? 0 }
    }

    /// Returns once every deferred set-up begun so far has ended.
    func finished() async {
        for task in state.withLock({ $0.tasks }) { await task.value }
    }

    /// For a start that failed: cancels the deferred set-ups, ends what is still filed as setting
    /// up, waits for the set-ups to end, and forgets everything, so nothing of that start is left
    /// running or filed.
    func abandon() async {
        let tasks = state.withLock { $0.tasks }
        for task in tasks { task.cancel() }
        let pending = state.withLock { state in state.entries.filter { $0.value.outcome == nil }.map(\.key) }
        for module in pending { end(module, .failed(reason: "the hub's start failed")) }
        for task in tasks { await task.value }
        state.withLock { state in
            state = State()
            allReady.store(true, ordering: .releasing)
        }
    }
}
