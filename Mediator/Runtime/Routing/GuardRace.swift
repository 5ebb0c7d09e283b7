/// A guard's decision raced against its timeout and the caller's cancellation. No task group: a
/// group would wait for a guard that never answers. The losers are cancelled, never awaited.
final class GuardRace: Sendable {
    enum Ending: Sendable {
        case decided(RouteRequirement.Decision)
        case failed(any Error)
        case timedOut
    }

    private struct State: Sendable {
        var ending: Ending?
        /// A closure, not the continuation: a stored `CheckedContinuation<_, Never>` made laying `State`
        /// out check `Never: Error` with a conformance scan (0.26 M instructions of the start).
        var resume: (@Sendable (Ending) -> Void)?
        var tasks: [Task<Void, Never>] = []
    }

    private let state = LockedBox(State())

    /// The requirements whose guards decide in this task: asking one again can only go round in circles.
    @TaskLocal private static var requirementsDeciding: Set<RouteRequirement> = []

    static func isDeciding(_ requirement: RouteRequirement) -> Bool {
        requirementsDeciding.contains(requirement)
    }

    /// Runs `routeGuard` for `route` in a task of its own (keeping task-locals); answers how it ended.
    static func decide(
        _ routeGuard: RouteGuard, for route: any Route, in hub: Hub, within timeout: Duration
    ) async -> Ending {
        let race = GuardRace()
        let requirements = requirementsDeciding.union([routeGuard.requirement])
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let deciding = Task {
                    do {
                        let decision = try await $requirementsDeciding.withValue(requirements) {
                            try await routeGuard.decide(route, hub)
                        }
                        race.end(.decided(decision))
                    } catch {
                        race.end(.failed(error))
                    }
                }
                let timing = Task {
                    // Cancelled when the guard answers first: the race has ended, nothing to do.
                    guard (try? await Task.sleep(for: timeout)) != nil else { return }
                    race.end(.timedOut)
                }
                race.start({ continuation.resume(returning: $0) }, racing: [deciding, timing])
            }
        } onCancel: {
            race.end(.failed(CancellationError()))
        }
    }

    /// Files the caller's `resume` and the racing `tasks`, or answers at once when the race has ended.
    private func start(_ resume: @escaping @Sendable (Ending) -> Void, racing tasks: [Task<Void, Never>]) {
        let ended: Ending? = state.withLock { state in
            if state.ending == nil { (state.resume, state.tasks) = (resume, tasks) }
            return state.ending
        }
        guard let ended else { return }
        resume(ended)
        tasks.forEach { $0.cancel() }
    }

    private func end(_ ending: Ending) {
        let (resume, tasks) = state.withLock { state in
            guard state.ending == nil else { return ((@Sendable (Ending) -> Void)?.none, [Task<Void, Never>]()) }
            state.ending = ending
            defer { state.tasks = [] }
            return (state.resume.take(), state.tasks)
        }
        resume?(ending)
        tasks.forEach { $0.cancel() }
    }
}
