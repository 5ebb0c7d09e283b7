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
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "BAZAAR_LANG": "en", "NO_COLOR": "1"]
        environment.merge(extra) { _, new in new }
        return try ExecutableInvocation(
            executable, arguments: arguments + ["--no-color"], standardInput: input, environment: environment,
            timeout: 30
        ).run()
    }

    /// Runs `open URL... --json` and decodes the page it prints.
    func open(_ module: String, _ urls: [String]) throws -> (result: ExecutableResult, page: OpenedPage?) {
        let result = try self([module, "open"] + urls + ["--json"])
        return (result, try? JSONDecoder().decode(OpenedPage.self, from: Data(result.standardOutput.utf8)))
    }
}
