import Synchronization

/// The set-ups of one hub's modules: each one's state, who waits for it, and the one flag a request
/// checks first. A deferred set-up begins once, when first needed, in a detached task (so it carries
/// no requester's task-locals) under the hub's overrides. See <doc:Guarantees>.
final class ModuleSetUps: Sendable {
    enum Outcome: Sendable, Equatable {
        case ready
        case failed(reason: String)
    }

    /// Why a wait for a module's set-up ends without it: the module that could not set up (the one
    /// waited for, or one it needs) and why, or the waiting task's cancellation.
    enum Failure: Error, Equatable {
        case failed(module: String, reason: String)
        case cancelled
    }

    /// A waiter and the set-up that made its request, if any.
    struct Parked: Sendable {
        let waiter: Waiter
        let setUp: String?
    }

    typealias SetUp = @Sendable () async throws -> Void

    struct Entry: Sendable {
        let providers: [String]
        /// Its deferred set-up until it begins.
        var setUp: SetUp?
        let isDeferred: Bool
        var waiters: [Parked] = []
        var outcome: Outcome?

        var isLeftToStart: Bool { !isDeferred && outcome == nil }
    }

    struct State: Sendable {
        var entries: [String: Entry] = [:]
        var order: [String] = []
        var tasks: [Task<Void, Never>] = []
        var overrides: Overrides?
    }

    /// The set-up the current task runs, and in which hub.
    private struct Running: Sendable {
        let setUps: ObjectIdentifier
        let module: String
    }

    @TaskLocal private static var running: Running?

    /// `true` while nothing is filed, and once every module filed is ready.
    private let allReady = Atomic<Bool>(true)
    private let state = LockedBox(State())

    /// One atomic load: all a request costs once the set-ups are over.
    @inline(__always)
    var areAllReady: Bool {
        allReady.load(ordering: .acquiring)
    }

    func file(_ modules: [(name: String, providers: [String], deferredSetUp: SetUp?)], overrides: Overrides?) {
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

    /// Begins `module`'s deferred set-up unless begun.
    func begin(_ module: String) {
        state.withLock { state in
            guard let entry = state.entries[module], let setUp = entry.setUp else { return }
            state.entries[module]?.setUp = nil
            state.tasks.append(task(module, setUp, providers: entry.providers, overrides: state.overrides))
        }
    }

    func beginAll() {
        for module in state.withLock({ $0.order }) { begin(module) }
    }

    /// The task that runs a deferred set-up once its providers have ended theirs, then files how it ended.
    private func task(
        _ module: String, _ setUp: @escaping SetUp, providers: [String], overrides: Overrides?
    ) -> Task<Void, Never> {
        Task.detached { [self] in
            for provider in providers { _ = await failure(of: provider) }
            guard !Task.isCancelled else { return end(module, .failed(reason: "the hub's start failed")) }
            do {
                try await run(module) {
                    if let overrides { try await Overrides.Held(overrides).run(setUp) } else { try await setUp() }
                }
                end(module, .ready)
            } catch {
                end(module, .failed(reason: String(describing: error)))
            }
        }
    }

    /// Runs `setUp` as `module`'s: its requests never wait for it, and one that would close a cycle fails.
    func run(
        _ module: String, isolation: isolated (any Actor)? = #isolation, _ setUp: () async throws -> Void
    ) async rethrows {
        try await Self.$running.withValue(Running(setUps: ObjectIdentifier(self), module: module)) {
            _ = isolation  // the set-up runs on the caller's executor, as `Overrides.run`'s body
            try await setUp()
        }
    }

    func end(_ module: String, _ outcome: Outcome) {
        let waiters = state.withLock { state -> [Parked] in
            guard let entry = state.entries[module], entry.outcome == nil else { return [] }
            state.entries[module]?.waiters = []
            state.entries[module]?.outcome = outcome
            if state.entries.values.allSatisfy({ $0.outcome == .ready }) { allReady.store(true, ordering: .releasing) }
            return entry.waiters
        }
        for parked in waiters { parked.waiter.resume() }
    }

    /// Why a lookup of a service `module` provides fails, if it does: begins `module`'s set-up if deferred
    /// and waits for it to end (not from inside it); `cancelled`, or a cycle's chain, at once.
    func failure(of module: String) async -> Failure? {
        let requester = Self.running.flatMap { $0.setUps == ObjectIdentifier(self) ? $0.module : nil }
        if requester == module { return nil }
        begin(module)
        guard case .failure(let failure) = await ended(module, by: requester) else { return nil }
        return failure
    }

    /// Why opening a route of `module` fails: the first of it and its providers that failed.
    func failure(opening module: String) async -> Failure? {
        let providers = state.withLock { $0.entries[module]?.providers ?? [] }
        for needed in [module] + providers {
            if let failure = await failure(of: needed) { return failure }
        }
        return nil
    }

    private func ended(_ module: String, by requester: String?) async -> Result<Void, Failure> {
        while true {
            if let decided = state.withLock({ Self.decide(module, by: requester, $0) }) { return decided }
            let isEnded = await Waiter.wait(in: state) { state, waiter in
                guard Self.decide(module, by: requester, state) == nil else { return false }
                state.entries[module]?.waiters.append(Parked(waiter: waiter, setUp: requester))
                return true
            } withdraw: { state, id in
                defer { state.entries[module]?.waiters.removeAll { $0.waiter.id == id } }
                return state.entries[module]?.waiters.first { $0.waiter.id == id }?.waiter
            }
            if !isEnded { return .failure(.cancelled) }
        }
    }

    /// Where `module`'s set-up stands, as introspection names it, and what it threw if it failed.
    func state(of module: String) -> (state: String, failure: String?) {
        state.withLock { state in
            guard let entry = state.entries[module] else { return ("ready", nil) }
            return switch entry.outcome {
            case nil: (entry.setUp == nil ? "settingUp" : "pending", nil)
            case .ready: ("ready", nil)
            case .failed(let reason): ("failed", reason)
            }
        }
    }

    /// How many wait for `module`'s set-up now (for tests).
    func waiterCount(_ module: String) -> Int {
        state.withLock { $0.entries[module]?.waiters.count ?? 0 }
    }

    func finished() async {
        beginAll()
        for task in state.withLock({ $0.tasks }) { await task.value }
    }

    /// For a failed build: cancels and ends every set-up, and waits for them.
    func abandon() async {
        let tasks = state.withLock { state in
            for module in state.order { state.entries[module]?.setUp = nil }
            return state.tasks
        }
        for task in tasks { task.cancel() }
        for module in state.withLock({ $0.order }) { end(module, .failed(reason: "the hub's start failed")) }
        for task in tasks { await task.value }
    }
}
