/// A guard's decision raced against its timeout, without a task group: a group waits for all its
/// children, so it would wait for a guard that never answers. The guard runs in a task of its own
/// (which keeps the caller's task-locals, so overrides and the like still apply); the first of
/// its answer, the timeout and the caller's cancellation resumes the caller, and the others are
/// cancelled and never awaited. A guard that ignores its cancellation runs on alone; nothing
/// waits for it.
final class GuardRace: Sendable {
    /// How a race ended.
    enum Ending: Sendable {
        /// The guard answered.
        case decided(RouteRequirement.Decision)
        /// The guard threw.
        case failed(any Error)
        /// The guard had not answered when the timeout passed.
        case timedOut
        /// The caller's task was cancelled before the guard answered.
        case cancelled
    }

    private struct State: Sendable {
        var ending: Ending?
        /// Resumes the caller. (A closure, not the `CheckedContinuation` it holds: a stored
        /// `CheckedContinuation<Ending, Never>` makes the runtime check `Never: Error` by scanning
        /// every conformance in the process when it first lays `State` out, 0.26 M instructions
        /// of `bazaar open bazaar://home`.)
        var resume: (@Sendable (Ending) -> Void)?
        var tasks: [Task<Void, Never>] = []
    }

    private let state = LockedBox(State())

    /// The requirements whose guards are deciding in this task: a guard that opens a route
    /// needing its own requirement would otherwise decide again, without end.
    @TaskLocal private static var requirementsDeciding: Set<RouteRequirement> = []

    private init() {}

    /// Whether the guard of `requirement` is deciding in this task, so that asking it again here
    /// (a route it opens while deciding needs it) can only go round in circles.
    static func isDeciding(_ requirement: RouteRequirement) -> Bool {
        requirementsDeciding.contains(requirement)
    }

    /// Runs `routeGuard` for `route`, opened in `hub`; answers its decision, or how the race
    /// ended without one.
    static func decide(
        _ routeGuard: RouteGuard, for route: any Route, in hub: Hub, within timeout: Duration
    ) async -> Ending {
        let race = GuardRace()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.start(continuation)
                let deciding = Task {
                    let ending: Ending
                    do {
                        ending = .decided(
                            try await $requirementsDeciding.withValue(
                                requirementsDeciding.union([routeGuard.requirement])
                            ) {
                                try await routeGuard.decide(route, hub)
                            })
                    } catch {
                        ending = .failed(error)
                    }
                    race.end(ending)
                }
                let timing = Task {
                    // Cancelled when the guard answers first: the race has ended, nothing to do.
                    guard (try? await Task.sleep(for: timeout)) != nil else { return }
                    race.end(.timedOut)
                }
                race.hold([deciding, timing])
            }
        } onCancel: {
            race.end(.cancelled)
        }
    }

    /// Keeps the caller's continuation, or resumes it at once when the race has ended already
    /// (the caller was cancelled before it started).
    private func start(_ continuation: CheckedContinuation<Ending, Never>) {
        let ended: Ending? = state.withLock { state in
            if state.ending == nil { state.resume = { continuation.resume(returning: $0) } }
            return state.ending
        }
        if let ended { continuation.resume(returning: ended) }
    }

    /// Keeps the racing tasks to cancel when the race ends, or cancels them now when it has.
    private func hold(_ tasks: [Task<Void, Never>]) {
        let ended = state.withLock { state in
            if state.ending == nil { state.tasks = tasks }
            return state.ending != nil
        }
        if ended { tasks.forEach { $0.cancel() } }
    }

    /// Ends the race with `ending` unless it has ended: resumes the caller and cancels the tasks.
    private func end(_ ending: Ending) {
        let (resume, tasks) = state.withLock { state in
            guard state.ending == nil else { return ((@Sendable (Ending) -> Void)?.none, [Task<Void, Never>]()) }
            state.ending = ending
            defer {
                state.resume = nil
                state.tasks = []
            }
            return (state.resume, state.tasks)
        }
        resume?(ending)
        tasks.forEach { $0.cancel() }
    }
}
