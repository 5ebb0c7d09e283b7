import Synchronization

/// The set-ups of one hub's modules while it starts and after: each one's state, the requests
/// and set-ups waiting for one, and the one flag a request checks first.
///
/// `Hub.start` files every module as not set up, each deferred one
/// (`BusinessModule.defersSetUp`) with its set-up, not begun; runs the others one after
/// another, marks each ready, and returns. A deferred set-up begins when something first needs
/// it, at most once whatever races: a request for the module (`failure(of:)`,
/// `failure(opening:)`), the deferred set-up of a module that consumes its services, or
/// `beginAll()`. It runs in a task of its own once each of its providers has ended its set-up
/// (begun first if need be), under the overrides the hub started under. While a module is not
/// set up, or once a deferred set-up has failed, `areAllReady` is `false` and a request asks
/// about the modules it needs: an open, about the route's owner and the modules whose services
/// the owner consumes (`failure(opening:)`); a lookup, about the service's provider
/// (`failure(of:)`). A deferred module is begun if need be and waited for (suspended, no
/// thread held); a module that does not defer never is (a set-up may use a module set up after
/// it, as before deferral). A deferred set-up's own requests (its task and the tasks it starts)
/// never wait for itself.
final class ModuleSetUps: Sendable {
    /// How a module's set-up ended, as a request sees it.
    enum Outcome: Sendable, Equatable {
        /// Set up (or not waited for): go on.
        case ready
        /// Its set-up threw; `reason` describes what it threw.
        case failed(reason: String)
    }

    /// A deferred set-up: the module's `setUp` with its hub.
    typealias SetUp = @Sendable () async throws -> Void

    private struct Entry: Sendable {
        /// The modules whose services it consumes.
        let providers: [String]
        /// Its deferred set-up until it begins; `nil` once begun, and for a module that does not
        /// defer.
        var setUp: SetUp?
        let isDeferred: Bool
        var waiters: [CheckedContinuation<Void, Never>] = []
        var outcome: Outcome?
    }

    private struct State: Sendable {
        var entries: [String: Entry] = [:]
        /// The modules in the order filed (the set-up order).
        var order: [String] = []
        var tasks: [Task<Void, Never>] = []
        /// The overrides the hub started under: every deferred set-up runs under them.
        var overrides: Overrides?
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

    /// Files `modules` as not set up, each with the modules whose services it consumes and, when
    /// it defers, its set-up (begun when first needed, under `overrides`: those the hub started
    /// under).
    func file(
        _ modules: [(name: String, providers: [String], deferredSetUp: SetUp?)],
        overrides: Overrides?
    ) {
        state.withLock { state in
            for module in modules {
                state.entries[module.name] = Entry(
                    providers: module.providers, setUp: module.deferredSetUp, isDeferred: module.deferredSetUp != nil)
                state.order.append(module.name)
            }
            state.overrides = overrides
            if !modules.isEmpty { allReady.store(false, ordering: .releasing) }
        }
    }

    /// Begins the deferred set-up of `module` unless it has begun (or is not filed, or does not
    /// defer); answers whether `module` defers its set-up. The check and the task's filing are
    /// one step under the lock, so two first requests at once begin it once.
    @discardableResult
    func begin(_ module: String) -> Bool {
        state.withLock { state in
            guard let entry = state.entries[module], entry.isDeferred else { return false }
            if let setUp = entry.setUp {
                state.entries[module]?.setUp = nil
                state.tasks.append(task(module, setUp, providers: entry.providers, overrides: state.overrides))
            }
            return true
        }
    }

    /// Begins every deferred set-up not begun yet, in set-up order, without waiting for any.
    func beginAll() {
        let modules = state.withLock { state in state.order.filter { state.entries[$0]?.setUp != nil } }
        for module in modules { begin(module) }
    }

    /// The task that runs `module`'s deferred set-up once each of its providers has ended its
    /// set-up, ready or failed (a consumer of a failed module sets up all the same and meets that
    /// failure where it looks the service up), then files how it ended.
    ///
    /// Detached, so that it carries none of the task-locals of whoever first needed the module
    /// (that request's overrides, the services it is making, the guards deciding it): it runs
    /// under `overrides`, the hub's start's, as if begun at start.
    private func task(
        _ module: String, _ setUp: @escaping SetUp, providers: [String],
        overrides: Overrides?
    ) -> Task<Void, Never> {
        let running = Running(setUps: ObjectIdentifier(self), module: module)
        return Task.detached { [self] in
            for provider in providers {
                begin(provider)
                _ = await ended(provider)
            }
            let outcome: Outcome
            if Task.isCancelled {
                outcome = .failed(reason: "the hub's start failed")
            } else {
                do {
                    try await Self.$running.withValue(running) {
                        if let overrides { try await overrides.runInPlace(setUp) } else { try await setUp() }
                    }
                    outcome = .ready
                } catch {
                    outcome = .failed(reason: String(describing: error))
                }
            }
            end(module, outcome)
        }
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

    /// Why a lookup of a service `module` provides fails, if it does: begins `module`'s deferred
    /// set-up if it has not begun and waits while it runs; `nil` at once for a module that does
    /// not defer (or that is not filed), and inside that module's own set-up; the reason once it
    /// has failed.
    func failure(of module: String) async -> String? {
        if let running = Self.running, running.setUps == ObjectIdentifier(self), running.module == module {
            return nil
        }
        guard begin(module) else { return nil }
        if case .failed(let reason) = await ended(module) { return reason }
        return nil
    }

    /// Why opening a route of `module` fails, if it does: the first of `module` and the modules
    /// whose services it consumes whose deferred set-up failed, with the reason, each begun if
    /// need be and waited for while it runs (see ``failure(of:)``). So a request for a Cart page, which prices its lines
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
                case nil: entry.setUp == nil ? .settingUp : .pending
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

    /// Begins every deferred set-up not begun yet and returns once every one has ended.
    func finished() async {
        beginAll()
        for task in state.withLock({ $0.tasks }) { await task.value }
    }

    /// For a start that failed: keeps the deferred set-ups not begun from ever beginning, cancels
    /// those begun, ends what is still filed as not set up (begun or not), waits for the set-ups
    /// to end, and forgets everything, so nothing of that start is left running or filed.
    func abandon() async {
        let tasks = state.withLock { state in
            for module in state.order { state.entries[module]?.setUp = nil }
            return state.tasks
        }
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
