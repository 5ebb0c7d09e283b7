import Foundation
import TestSupport
import Testing

/// Help and the other conventions: `--version`, `help COMMAND`, `COMMAND --help`, completion
/// scripts, and the help itself in both languages (snapshots in `Snapshots/`).
@Suite(.serialized)
struct HelpTests {
    static let commands = ["open", "routes", "services", "modules", "events", "help"]

    @Test(arguments: ["en", "zh-Hans"])
    func theProgramsHelpMatchesItsSnapshot(language: String) async throws {
        let result = try await Bazaar().run(["--help", "--lang", language])
        #expect(result.exitCode == 0, "\(result)")
        try Snapshot.assert(result.standardOutput, named: "bazaar-help.\(language).txt")
        #expect(
            try await Bazaar().run(["help"], environment: ["BAZAAR_LANG": language]).standardOutput
                == result.standardOutput)
    }

    @Test(arguments: ["en", "zh-Hans"])
    func eachCommandsHelpMatchesItsSnapshot(language: String) async throws {
        for command in Self.commands {
            let viaHelp = try await Bazaar().run(["help", command, "--lang", language])
            #expect(viaHelp.exitCode == 0, "\(viaHelp)")
            try Snapshot.assert(viaHelp.standardOutput, named: "bazaar-help-\(command).\(language).txt")
            let viaFlag = try await Bazaar().run([command, "--help", "--lang", language])
            #expect(viaFlag.exitCode == 0 && viaFlag.standardOutput == viaHelp.standardOutput, "\(viaFlag)")
        }
    }

    @Test func theChineseHelpHasNoEnglishSentences() async throws {
        let help = try await Bazaar().run(["--help", "--lang", "zh-Hans"]).standardOutput
        for english in ["Commands:", "Options", "Exit codes:", "done", "declined by", "show this help"] {
            #expect(!help.contains(english), "\(english)")
        }
    }

    @Test func versionPrintsTheNameAndVersion() async throws {
        let result = try await Bazaar().run(["--version"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.wholeMatch(of: /bazaar \d+\.\d+\.\d+\n/) != nil, "\(result)")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEveryCommandAndOption(shell: String) async throws {
        let result = try await Bazaar().run(["--generate-completion-script", shell])
        #expect(result.exitCode == 0, "\(result)")
        let script = result.standardOutput
        for word in Self.commands + ["state-dir", "lang", "zh-Hans", "no-color", "json", "version"] {
            #expect(script.contains(word), "\(shell) script lacks \(word)")
        }
        try Snapshot.assert(script, named: "bazaar-completion.\(shell)")
        // The script must at least parse in its shell, where that shell is installed; bash's is
        // run whole by `bashCompletesCommandsOptionsAndValues`, which finds it printing nothing on
        // standard error.
        let checker = shell == "fish" ? ["--no-execute"] : ["-n"]
        if shell != "bash", let executable = ExecutableInvocation.locate(shell) {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("bazaar.\(shell)")
            try Data(script.utf8).write(to: file)
            let check = try await ExecutableInvocation(executable, arguments: checker + [file.path]).run()
            #expect(check.exitCode == 0, "\(check)")
        }
    }

    @Test func bashCompletesCommandsOptionsAndValues() async throws {
        guard let bash = ExecutableInvocation.locate("bash") else { return }
        let script = try await Bazaar().run(["--generate-completion-script", "bash"]).standardOutput
        let cases: [(words: [String], completions: [String])] = [
            (["bazaar", "ro"], ["routes"]),
            (["bazaar", "--la"], ["--lang", "--latency"]),
            (["bazaar", "--lan"], ["--lang"]),
            (["bazaar", "--lang", "zh"], ["zh-Hans"]),
            (["bazaar", "help", "ev"], ["events"]),
            (["bazaar", "--generate-completion-script", ""], ["bash", "zsh", "fish"]),
        ]
        // One bash for every case: each prints its completions, then a line `--`.
        let program =
            script + "\n"
            + cases.map { words, _ in
                """
                COMPREPLY=(); COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); \
                COMP_CWORD=\(words.count - 1); _bazaar
                printf '%s\\n' "${COMPREPLY[@]}"; echo --

                """
            }.joined()
        let result = try await ExecutableInvocation(bash, arguments: ["-c", program]).run()
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "the script parses and runs in bash: \(result)")
        let answers = result.standardOutput.components(separatedBy: "--\n").dropLast().map {
            $0.split(separator: "\n").map(String.init)
        }
        #expect(answers.count == cases.count, "\(result)")
        for (answer, expected) in zip(answers, cases) {
            #expect(answer == expected.completions, "\(expected.words)")
        }
    }
}
