import Foundation
import TestSupport

/// Runs a built shell (`shell`, or a module's own `XShell`) the way CI does: piped input, no
/// colour, English, and an environment that holds nothing of the machine's Bazaar settings.
struct ShellRunner {
    let executable: URL

    init(_ name: String = "shell") throws {
        executable = try BuiltProducts.executable(named: name)
    }

    /// Runs with `arguments` (and `--no-color`); `environment` adds to or replaces the variables
    /// set here (`BAZAAR_LANG=en`, `NO_COLOR`, `PATH`).
    func callAsFunction(
        _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
    ) throws -> ExecutableResult {
        try ExecutableInvocation(
            executable, arguments: arguments + ["--no-color"], standardInput: input,
            environment: environment.merging(extra) { _, new in new }, timeout: 30
        ).run()
    }

    /// Runs the shell through `sh` with its standard output redirected as `redirection` says
    /// (`> /dev/full`, `>&-`).
    func callAsFunction(_ arguments: [String], redirection: String) throws -> ExecutableResult {
        try ExecutableInvocation(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "\"$0\" \"$@\" \(redirection)", executable.path] + arguments + ["--no-color"],
            environment: environment, timeout: 30
        ).run()
    }

    private var environment: [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "BAZAAR_LANG": "en", "NO_COLOR": "1"]
    }

    /// Runs `open URL... --json` and decodes the page it prints.
    func open(_ module: String, _ urls: [String]) throws -> (result: ExecutableResult, page: OpenedPage?) {
        let result = try self([module, "open"] + urls + ["--json"])
        return (result, try? JSONDecoder().decode(OpenedPage.self, from: Data(result.standardOutput.utf8)))
    }
}
