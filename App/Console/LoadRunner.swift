import Common
import ContractSupport

/// Runs each load of a session or of `open` (opening a URL, following a link, going back or
/// home) as a task of its own that Ctrl-C cancels, showing meanwhile that a long one is waiting.
///
/// SIGINT while a load runs (Ctrl-C at a terminal, whose line editor is not in raw mode then, or
/// `kill -INT`) cancels that load's task and nothing else; at the prompt, Ctrl-C stays a key
/// that clears the line (see `TerminalSignalGuard`). A cancelled load throws
/// `RouteError.cancelled`: the router checks before the handler runs, a handler that waits stops
/// waiting, and a handler that changes state finishes all of it or none (a cancelled payment
/// places the order or nothing). A handler that never looks at cancellation runs to its end, and
/// its outcome stands.
struct LoadRunner: Sendable {
    /// How long every load waits before it runs, cancellably: the slow backend `--latency`
    /// simulates (`.zero` without it).
    let latency: Duration
    /// What shows that a load is taking long.
    let progress: LoadProgress

    /// Runs `load`, which opens `page` (a URL, or words naming the page), as a task that SIGINT
    /// cancels; answers what it answered, or throws its error (`RouteError.cancelled` when it
    /// was cancelled before it did anything). The progress is erased before this returns.
    func run<T: Sendable>(
        _ page: String, _ load: @escaping @Sendable () async throws(RouteError) -> T
    ) async throws(RouteError) -> T {
        let latency = latency
        let task = Task { () async -> Result<T, RouteError> in
            if latency > .zero {
                // The slow backend: cancelled while it waits, the load has done nothing.
                guard (try? await Task.sleep(for: latency)) != nil else { return .failure(.cancelled()) }
            }
            do throws(RouteError) {
                return .success(try await load())
            } catch {
                return .failure(error)
            }
        }
        let progress = progress
        let shown = Task { await progress.show(page) }
        let result = await TerminalSignalGuard.shared.interrupting(cancel: { task.cancel() }) {
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
        }
        shown.cancel()
        await shown.value
        return try result.get()
    }
}
