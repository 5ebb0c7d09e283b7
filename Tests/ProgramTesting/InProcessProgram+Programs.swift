import Console
import ModuleMakers
import ShellKit
import TestSupport

/// The package's programs, run in-process through the entries their `main.swift` calls.
extension InProcessProgram {
    /// `bazaar` (App/Main): `ConsoleProgram.run` over `AppDefinition.bazaar`.
    public static let bazaar = InProcessProgram("bazaar") { call in
        await ConsoleProgram(definition: .bazaar, output: call.consoleOutput, environment: call.environment)
            .run(call.arguments, nextLine: call.nextLine).rawValue
    }

    /// `shell` (Tools/Shell/Main): every module, with the app's recovery.
    public static let shell = InProcessProgram("shell") { call in
        await ShellProgram(
            modules: ModuleMakers.all, recoverState: ModuleMakers.recoverState, output: call.consoleOutput,
            environment: call.environment
        )
        .run(call.arguments, readLine: call.readLine).rawValue
    }

    /// A module's own `XShell` (`module` is `Cart` for `CartShell`): that module alone, without
    /// the app's recovery, as Tools/Shell/PerModule's `main.swift` runs it.
    public static func moduleShell(_ module: String) -> InProcessProgram {
        let makers = ModuleMakers.all.filter { $0.name == module }
        precondition(makers.count == 1, "no module \(module) in ModuleMakers.all")
        return InProcessProgram("\(module)Shell") { call in
            await ShellProgram(modules: makers, output: call.consoleOutput, environment: call.environment)
                .run(call.arguments, readLine: call.readLine).rawValue
        }
    }

    /// The program whose executable is called `name`: `bazaar`, `shell` or an `XShell`.
    public static func named(_ name: String) -> InProcessProgram {
        switch name {
        case "bazaar": bazaar
        case "shell": shell
        default:
            if name.hasSuffix("Shell") {
                moduleShell(String(name.dropLast("Shell".count)))
            } else {
                preconditionFailure("no program \(name) runs in-process")
            }
        }
    }
}

extension ProgramCall {
    /// The call's streams as the console's output (failing as `outputError` says).
    var consoleOutput: ConsoleOutput {
        guard let outputError else { return ConsoleOutput(out: write, error: writeError, errorWidth: errorWidth) }
        return ConsoleOutput(writingOut: { _ in outputError }, error: writeError, errorWidth: errorWidth)
    }
}
