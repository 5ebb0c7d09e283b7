import Foundation
import ProgramTesting
import TestSupport
import Testing

/// The built executables behave as their entries do in-process, which the other tests call: for
/// each command here, the process and the in-process run answer the same exit code and print the
/// same standard output and standard error, on state directories that start alike.
@Suite struct BuiltProgramTests {
    /// A program's name, its arguments and its standard input; `bazaar` gets a new state directory.
    struct Command: Sendable, CustomStringConvertible {
        let program: String
        let arguments: [String]
        var input = ""
        var description: String { "\(program) \(arguments.joined(separator: " "))" }
    }

    static let commands = [
        Command(program: "bazaar", arguments: ["--help"]),
        Command(program: "bazaar", arguments: ["routes", "--lang", "zh-Hans"]),
        Command(program: "bazaar", arguments: ["open", "bazaar://cart/add?id=3&qty=2", "bazaar://cart", "--json"]),
        Command(program: "bazaar", arguments: ["open", "bazaar://goods/%zz"]),
        Command(program: "bazaar", arguments: ["open", "bazaar://no-such-page", "--json"]),
        Command(program: "bazaar", arguments: [], input: "open bazaar://goods/list\n1\nback\nfrobnicate\nquit\n"),
        Command(program: "shell", arguments: ["--list", "--json"]),
        Command(program: "shell", arguments: ["Cart", "--no-color"], input: "open bazaar://goods/list\nquit\n"),
        Command(program: "CartShell", arguments: ["open", "bazaar://goods/list", "--no-color"]),
        Command(
            program: "OrderShell", arguments: ["--start", "bazaar://order/checkout", "--no-color"], input: "quit\n"),
    ]

    @Test(arguments: commands)
    func theBuiltProgramPrintsWhatItsEntryPrints(command: Command) async throws {
        let inProcess = try await Bazaar().run(command.arguments, input: command.input, program: command.program)
        let launched = try await Bazaar().launch(command.arguments, input: command.input, program: command.program)
        #expect(launched.exitCode == inProcess.exitCode && launched.signal == nil, "\(launched)")
        #expect(launched.withoutLoadNotices.standardOutput == inProcess.standardOutput)
        #expect(launched.withoutLoadNotices.standardError == inProcess.standardError)
        #expect(!inProcess.standardOutput.isEmpty || !inProcess.standardError.isEmpty, "the command printed nothing")
    }
}
