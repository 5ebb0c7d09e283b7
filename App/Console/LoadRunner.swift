import Common
import ContractSupport

/// Runs each load of a session or of `open` (opening a URL, following a link, going back or
/// home) as a task of its own that Ctrl-C cancels, showing meanwhile that a long one is waiting.
///
/// SIGINT while a load runs (Ctrl-C at a terminal, whose line editor is not in raw mode then, or
/// `kill -INT`) cancels that load's task and nothing else, once the signals are watched: a
/// session watches them from its start, a one-shot `open` from the moment a load first waits
/// (before that, as while the process starts, SIGINT ends it by its default action). At the
/// prompt, Ctrl-C stays a key that clears the line (see `TerminalSignalGuard`). A cancelled load
/// throws `RouteError.cancelled`: the router checks before the handler runs, a handler that waits
/// stops waiting, and a handler that changes state finishes all of it or none (a cancelled
/// payment places the order or nothing). A handler that never looks at cancellation runs to its
/// end, and its outcome stands.
struct LoadRunner: Sendable {
    /// How long every load waits before it runs, cancellably: the slow backend `--latency`
    /// simulates (`.zero` without it).
    let latency: Duration
    /// What shows that a load is taking long.
    let progress: LoadProgress

    /// Runs `load`, which opens `page` (a URL, or words naming the page), as a task that SIGINT
    /// cancels; answers what it answered, or throws its error (`RouteError.cancelled` when it
    /// was cancelled before it did anything). The progress is erased before this returns.
    ///
    /// The task starts at once on the caller's executor (`isolation`) and runs there until it
    /// first waits. A load that never waits, as most do, has ended when the task is made: no
    /// thread was started, no signal watched and no progress timed for it. A load that waits is
    /// watched for SIGINT and shown as waiting.
    func run<T: Sendable>(
        _ page: String, isolation: isolated (any Actor)? = #isolation,
        _ load: @escaping @Sendable () async throws(RouteError) -> T
    ) async throws(RouteError) -> T {
        let latency = latency
        // The task once made, whether SIGINT asked to cancel it before, and whether it has ended.
        let handle = LockedBox<(task: Task<Result<T, RouteError>, Never>?, isCancelled: Bool, isOver: Bool)>(
            (nil, false, false))
        let cancel = { @Sendable () -> Void in
            let task = handle.withLock { handle in
                handle.isCancelled = true
                return handle.task
            }
            task?.cancel()
        }
        let progress = progress
        let result = await TerminalSignalGuard.shared.interrupting(cancel: cancel) {
            let task = Task.immediate { () async -> Result<T, RouteError> in
                _ = isolation  // runs where the caller runs
                defer { handle.withLock { $0.isOver = true } }
                if latency > .zero {
                    // The slow backend: cancelled while it waits, the load has done nothing.
                    guard (try? await Task.sleep(for: latency)) != nil else { return .failure(.cancelled(route: page)) }
                }
                do throws(RouteError) {
                    return .success(try await load())
                } catch {
                    return .failure(error)
                }
            }
            let (isCancelled, isOver) = handle.withLock { handle in
                handle.task = task
                return (handle.isCancelled, handle.isOver)
            }
            if isCancelled { task.cancel() }
            // Over already: its value is there, and nothing can cancel it any more.
            if isOver { return await task.value }
            return await withTaskCancellationHandler {
                let shown = Task { await progress.show(page) }
                await TerminalSignalGuard.shared.watch()
                let result = await task.value
                shown.cancel()
                await shown.value
                return result
            } onCancel: {
                task.cancel()
            }
        }
        return try result.get()
    }
}
