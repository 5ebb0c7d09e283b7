import Foundation
import ProgramTesting
import TestSupport

/// Runs a shell (`shell`, or a module's own `XShell`) the way CI does: piped input, no colour,
/// English, and an environment that holds nothing of the machine's Bazaar settings. In-process
/// through the program's entry, but for a run whose standard output is redirected, which only the
/// built executable can show.
struct ShellRunner {
    let name: String
    let program: InProcessProgram

    init(_ name: String = "shell") throws {
        self.name = name
        program = .named(name)
    }

    /// Runs with `arguments` (and `--no-color`) in-process; `environment` adds to or replaces the
    /// variables set here (`BAZAAR_LANG=en`, `NO_COLOR`, `PATH`). Lines saying a load is still
    /// running are left out (see `withoutLoadNotices`).
    func callAsFunction(
        _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
    ) async throws -> ExecutableResult {
        await program.run(
            arguments + ["--no-color"], standardInput: input, environment: environment.merging(extra) { _, new in new }
        ).withoutLoadNotices
    }

    /// Runs with `arguments` (and `--no-color`) in-process, every write to standard output failing
    /// with `outputError` (`ENOSPC`: a full disk).
    func callAsFunction(_ arguments: [String], outputError: Int32) async throws -> ExecutableResult {
        await program.run(arguments + ["--no-color"], environment: environment, outputError: outputError)
    }

    /// Runs the built shell through `sh` with its standard output redirected as `redirection` says
    /// (`> /dev/full`, `>&-`).
    func callAsFunction(_ arguments: [String], redirection: String) async throws -> ExecutableResult {
        try await ExecutableInvocation(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "\"$0\" \"$@\" \(redirection)", try BuiltProducts.executable(named: name).path]
                + arguments + ["--no-color"],
            environment: environment, timeout: 600
        ).run()
    }

    private var environment: [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "BAZAAR_LANG": "en", "NO_COLOR": "1"]
    }

    /// Runs `open URL... --json` and decodes the page it prints.
    func open(_ module: String, _ urls: [String]) async throws -> (result: ExecutableResult, page: OpenedPage?) {
        let result = try await self([module, "open"] + urls + ["--json"])
        return (result, try? JSONDecoder().decode(OpenedPage.self, from: Data(result.standardOutput.utf8)))
    }
}
