import Synchronization

/// The set-ups of one hub's modules while it starts and after: each one's state, the requests
/// and set-ups waiting for one, and the one flag a request checks first.
///
/// `Hub.build` files every module as not set up, each deferred one
/// (`BusinessModule.defersSetUp`) with its set-up, not begun; runs the others one after
/// another, marks each ready, and returns. A deferred set-up begins when something first needs
/// it, at most once whatever races: a request for the module (`failure(of:)`,
/// `failure(opening:)`), the deferred set-up of a module that consumes its services, or
/// `beginAll()`. It runs in a task of its own once each of its providers has ended its set-up
/// (begun first if need be), under the overrides the hub was built under. While a module is not
/// set up, or once a deferred set-up has failed, `areAllReady` is `false` and a request asks
/// about the modules it needs: an open, about the route's owner and the modules whose services
/// the owner consumes (`failure(opening:)`); a lookup, about the service's provider
/// (`failure(of:)`). A deferred module is begun if need be and waited for (suspended, no
/// thread held); a module that does not defer never is (a set-up may use a module set up after
/// it, as before deferral). A set-up's own requests (its task and the tasks it starts) never
/// wait for itself. A request whose task is cancelled stops waiting at once (the set-up goes
/// on, for the others); one made by a set-up that the module it needs waits for, through the
/// set-ups of other modules, their providers or their requests, fails at once naming that chain
/// instead of waiting forever.
final class ModuleSetUps: Sendable {
    /// How a module's set-up ended, as a request sees it.
    enum Outcome: Sendable, Equatable {
        /// Set up (or not waited for): go on.
        case ready
        /// Its set-up threw; `reason` describes what it threw.
        case failed(reason: String)
    }

    /// Why a request cannot use the modules it needs.
    enum Failure: Sendable, Equatable {
        /// `module` could not set up (its set-up threw), or cannot for this request (waiting for
        /// it would close a cycle of set-ups); `reason` says which, in English.
        case setUpFailed(module: String, reason: String)
        /// The request's task was cancelled while it would wait, or did.
        case cancelled
    }

    /// How a wait for a module's set-up ended.
    enum Wait: Sendable, Equatable {
        case ended(Outcome)
        /// Waiting would close this cycle of set-ups: the requester's first and last.
        case cycle([String])
        case cancelled
    }

    /// A request or set-up waiting for a module's set-up, and the set-up that made it (`nil`
    /// for a deferred set-up waiting for its providers, and for a request no set-up made).
    struct Parked: Sendable {
        let waiter: Waiter
        let setUp: String?
    }

    /// A deferred set-up: the module's `setUp` with its hub.
    typealias SetUp = @Sendable () async throws -> Void

    struct Entry: Sendable {
        /// The modules whose services it consumes.
        let providers: [String]
        /// Its deferred set-up until it begins; `nil` once begun, and for a module that does not
        /// defer.
        var setUp: SetUp?
        let isDeferred: Bool
        var waiters: [Parked] = []
        var outcome: Outcome?

        /// Whether it does not defer and `Hub.build` has not set it up yet.
        var isLeftToStart: Bool { !isDeferred && outcome == nil }
    }

    struct State: Sendable {
        var entries: [String: Entry] = [:]
        /// The modules in the order filed (the set-up order).
        var order: [String] = []
        var tasks: [Task<Void, Never>] = []
        /// The overrides the hub was built under: every deferred set-up runs under them.
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
        Task.detached { [self] in
            for provider in providers {
                begin(provider)
                _ = await ended(provider, by: nil)
            }
            let outcome: Outcome
            if Task.isCancelled {
                outcome = .failed(reason: "the hub's start failed")
            } else {
                do {
                    try await run(module) {
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

    /// Runs `setUp` as `module`'s set-up (the deferred one, or the one `Hub.build` runs): its
    /// requests, and those of the tasks it starts, never wait for `module` itself, and one that
    /// would wait for a set-up that waits for `module` fails instead.
    func run(
        _ module: String, isolation: isolated (any Actor)? = #isolation, _ setUp: () async throws -> Void
    ) async rethrows {
        try await Self.$running.withValue(Running(setUps: ObjectIdentifier(self), module: module)) {
            _ = isolation  // the set-up runs on the caller's executor, as `Overrides.run`'s body
            try await setUp()
        }
    }

    /// Files how `module`'s set-up ended and resumes whoever waits for it.
    func end(_ module: String, _ outcome: Outcome) {
        let waiters = state.withLock { state -> [Parked] in
            guard var entry = state.entries[module], entry.outcome == nil else { return [] }
            let waiters = entry.waiters
            entry.waiters = []
            entry.outcome = outcome
            state.entries[module] = entry
            if state.entries.values.allSatisfy({ $0.outcome == .ready }) { allReady.store(true, ordering: .releasing) }
            return waiters
        }
        for parked in waiters { parked.waiter.resume() }
    }

    /// Why a lookup of a service `module` provides fails, if it does: begins `module`'s deferred
    /// set-up if it has not begun and waits while it runs; `nil` at once for a module that does
    /// not defer (or that is not filed), and inside that module's own set-up; the reason once it
    /// has failed. A cancelled task does not wait (`cancelled`), and a set-up's request that
    /// `module`'s set-up waits for fails at once, its reason naming the chain.
    func failure(of module: String) async -> Failure? {
        let requester = Self.running.flatMap { $0.setUps == ObjectIdentifier(self) ? $0.module : nil }
        if requester == module { return nil }
        guard begin(module) else { return nil }
        switch await ended(module, by: requester) {
        case .ended(.ready): return nil
        case .ended(.failed(let reason)): return .setUpFailed(module: module, reason: reason)
        case .cancelled: return .cancelled
        case .cycle(let chain):
            return .setUpFailed(
                module: module,
                reason: "set-ups wait for each other in a cycle: \(chain.joined(separator: " → ")); "
                    + "open a module's routes and look up its services when they are used, not while setting up")
        }
    }

    /// Why opening a route of `module` fails, if it does: the first of `module` and the modules
    /// whose services it consumes whose deferred set-up failed, with the reason, each begun if
    /// need be and waited for while it runs (see ``failure(of:)``). So a request for a Cart page, which prices its lines
    /// through Goods, waits for Goods' set-up, and names Goods when it could not set up.
    func failure(opening module: String) async -> Failure? {
        let providers = state.withLock { $0.entries[module]?.providers ?? [] }
        for needed in [module] + providers {
            if let failure = await failure(of: needed) { return failure }
        }
        return nil
    }

    /// How `module`'s set-up ended (`.ready` when it is not filed), waiting for it to end unless
    /// the task is cancelled or the wait would close a cycle through `requester`, the set-up
    /// the waiting task belongs to.
    private func ended(_ module: String, by requester: String?) async -> Wait {
        while true {
            if let decided = state.withLock({ Self.decide(module, by: requester, $0) }) { return decided }
            let isEnded = await Waiter.wait(in: state) { state, waiter in
                guard Self.decide(module, by: requester, state) == nil else { return false }
                state.entries[module]?.waiters.append(Parked(waiter: waiter, setUp: requester))
                return true
            } withdraw: { state, id in
                guard let index = state.entries[module]?.waiters.firstIndex(where: { $0.waiter.id == id }) else {
                    return nil
                }
                return state.entries[module]?.waiters.remove(at: index).waiter
            }
            if !isEnded { return .cancelled }
        }
    }

    /// The state of `module`'s set-up, as `ModuleInfo.setUp` names it; `nil` when it is not filed.
    func state(of module: String) -> String? {
        state.withLock { state in
            state.entries[module].map { entry in
                switch entry.outcome {
                case nil: entry.setUp == nil ? "settingUp" : "pending"
                case .ready: "ready"
                case .failed: "failed"
                }
            }
        }
    }

    /// What `module`'s failed set-up threw, described; `nil` unless it failed.
    func failureReason(of module: String) -> String? {
        state.withLock { state in
            if case .failed(let reason)? = state.entries[module]?.outcome { reason } else { nil }
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
