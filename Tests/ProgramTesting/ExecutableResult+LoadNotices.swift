import TestSupport

extension ExecutableResult {
    /// The result without the lines on standard error saying a load is still running (in English
    /// or Chinese): a load of a test that shares a busy machine's threads with every other test
    /// may run over the second after which one is written. `LoadCancellationTests` hold those
    /// lines, in processes of their own.
    public var withoutLoadNotices: ExecutableResult {
        let errors = standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(": Still loading ") && !$0.contains(": 仍在加载 ") }.joined(separator: "\n")
        return ExecutableResult(
            exitCode: exitCode, signal: signal, standardOutput: standardOutput, standardError: errors,
            timedOut: timedOut)
    }
}
