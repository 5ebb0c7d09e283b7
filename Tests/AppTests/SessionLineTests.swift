import Foundation
import TestSupport
import Testing

/// A session line is a command line: the command line's commands with their options, a
/// session's own words with nothing after them, and errors naming what was typed and what the
/// page has, in both languages.
struct SessionLineTests {
    @Test(arguments: [
        ("en", "2 3\n", "2 takes nothing after it; remove '3'."),
        ("en", "quit now\n", "quit takes nothing after it; remove 'now'."),
        ("en", "back to the start\n", "back takes nothing after it; remove 'to the start'."),
        ("zh-Hans", "2 3\n", "2 后面不接任何内容；请去掉“3”。"),
        ("en", "--lang zh-Hans routes\n", "--lang is chosen when the session starts"),
        ("zh-Hans", "routes --state-dir /tmp\n", "--state-dir 在启动会话的命令行中指定，会话中不能更改。"),
    ])
    func extraWordsAreAnErrorNamingThem(language: String, line: String, message: String) async throws {
        // `show` after the line proves the session went on; the entry page is drawn twice, the
        // cart (link 2) never.
        let result = try await Bazaar().run(["--lang", language], input: line + "show\n")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.hasPrefix("bazaar: \(message)"), "\(result)")
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
        let entry = language == "en" ? "Bazaar\n======" : "集市\n===="
        #expect(result.standardOutput.components(separatedBy: entry).count == 3, "\(result)")
    }

    /// `output` with each deferred set-up still running shown as ready, as the command line,
    /// which waits for every set-up to end, shows it (the app's set-ups succeed), and without
    /// the rules under tables' headings (as wide as the widest cell) and blank lines.
    private static func asEnded(_ output: String) -> String {
        output.replacingOccurrences(of: #""state" : "settingUp""#, with: #""state" : "ready""#)
            .replacingOccurrences(of: "deferred, setting up", with: "deferred, ready")
            .split(separator: "\n").filter { !$0.allSatisfy { $0 == " " || $0 == "-" } }.joined(separator: "\n")
    }

    /// The same report in a session as on the command line; for `services`, whose `created`
    /// column says what the session has used by then, the same services in the same order; for
    /// `modules`, a deferred set-up may still be running in the session (begun once its first
    /// page is drawn, and shown as it stands) where the command line waited for its end.
    @Test(arguments: ["routes", "services", "modules", "events"])
    func introspectionWorksAsOnTheCommandLine(command: String) async throws {
        let bazaar = try Bazaar()
        let alone = try await bazaar.run([command, "--json"])
        let inSession = try await bazaar.run([], input: "\(command) --json\nquit\n")
        #expect(inSession.exitCode == 0 && inSession.standardError.isEmpty, "\(inSession)")
        let text = try await bazaar.run([command])
        let textInSession = try await bazaar.run([], input: "\(command)\nquit\n")
        guard command == "services" else {
            #expect(Self.asEnded(inSession.standardOutput).contains(Self.asEnded(alone.standardOutput)), "\(inSession)")
            #expect(
                Self.asEnded(textInSession.standardOutput).contains(Self.asEnded(text.standardOutput)),
                "\(textInSession)")
            #expect(!textInSession.standardOutput.contains("not begun"), "\(textInSession)")
            return
        }
        func names(_ json: String) throws -> [String] {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            return (object?["services"] as? [[String: Any]] ?? []).compactMap { $0["service"] as? String }
        }
        let document = try #require(inSession.standardOutput.range(of: "{\n"))
        let json = String(inSession.standardOutput[document.lowerBound...])
        let end = try #require(json.range(of: "\n}\n"))
        #expect(try names(String(json[..<end.upperBound])) == names(alone.standardOutput))
        #expect(try !names(alone.standardOutput).isEmpty)
        let heading = try #require(text.standardOutput.split(separator: "\n").first)
        #expect(textInSession.standardOutput.contains(heading + "\n"), "\(textInSession)")
    }

    @Test func openTakesJSONAsOnTheCommandLine() async throws {
        let bazaar = try Bazaar()
        let alone = try await bazaar.run(["open", "bazaar://goods/detail/3", "--json"])
        let inSession = try await bazaar.run([], input: "open bazaar://goods/detail/3 --json\n1\nquit\n")
        #expect(inSession.exitCode == 0, "\(inSession)")
        #expect(inSession.standardOutput.contains(alone.standardOutput), "\(inSession)")
        // Link 1 of the page printed as JSON is what a number follows next: Add to cart.
        #expect(inSession.standardOutput.contains("Added 1 × Tieguanyin Oolong"), "\(inSession)")

        let failed = try await bazaar.run([], input: "open bazaar://goods/detail/99 --json\n")
        #expect(failed.exitCode == 5, "\(failed)")
        #expect(failed.standardOutput.contains(#""status" : "error""#), "\(failed)")
        #expect(failed.standardError == "bazaar: There is no goods item 99; item numbers run from 1 to 12.\n")
    }

    @Test(arguments: ["en", "zh-Hans"])
    func helpListsExactlyWhatWorks(language: String) async throws {
        let bazaar = try Bazaar()
        let help = try await bazaar.run(["--lang", language], input: "help\n")
        let lines = help.standardOutput.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0 == "Commands:" || $0 == "命令：" }) else {
            Issue.record("no help in \(help)")
            return
        }
        // Each listed command, typed as listed (a URL for open, the first link for a number).
        let listed = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        let commands = ["open", "back", "home", "show", "routes", "services", "modules", "events", "help", "quit"]
        #expect(listed.dropFirst() == commands[...], "\(listed)")
        for command in listed {
            let line =
                command == "open" ? "open bazaar://goods/list" : command.hasPrefix("<") ? "1" : command
            let result = try await bazaar.run(["--lang", language], input: line + "\n")
            #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(line): \(result)")
        }
        for command in commands where !["open", "help"].contains(command) {
            #expect(try await bazaar.run([], input: command.uppercased() + "\n").standardError.isEmpty, "\(command)")
        }
    }

    @Test(arguments: [
        (
            "en", "1.5",
            "'1.5' is not a command or a link number: this page has links 1 to 5; the commands are open URL..., back, home, show, routes, services, modules, events, help, quit (type help for more)."
        ),
        (
            "zh-Hans", "1.5",
            "“1.5”既不是命令也不是链接编号：本页的链接编号为 1 到 5；可用的命令：open URL..., back, home, show, routes, services, modules, events, help, quit（输入 help 查看详情）。"
        ),
        ("en", "--no-color", "'--no-color' is not a command or a link number: this page has links 1 to 5;"),
    ])
    func aLineThatIsNoCommandNamesTheNumbersAndCommands(language: String, line: String, message: String) async throws {
        let result = try await Bazaar().run(["--lang", language], input: line + "\n")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.hasPrefix("bazaar: \(message)"), "\(result)")
    }

    @Test func theNumbersNamedAreThoseOfThePageOnTop() async throws {
        let result = try await Bazaar().run([], input: "open bazaar://messages/4/follow\nfrob\n")
        #expect(result.standardError.contains("this page has links 1 to 2"), "\(result)")
    }

    /// `help COMMAND` (and `COMMAND --help`) in a session shows the command as it is typed
    /// there, with only the options a session takes, each of which works when typed.
    @Test(arguments: [("en", "help open"), ("zh-Hans", "open --help"), ("en", "routes --help")])
    func aCommandsHelpShowsWhatWorksInASession(language: String, line: String) async throws {
        let bazaar = try Bazaar()
        let help = try await bazaar.run(["--lang", language, "--no-color"], input: line + "\n")
        #expect(help.exitCode == 0 && help.standardError.isEmpty, "\(help)")
        let usage = line.contains("open") ? "open URL [URL...] " : "routes "
        #expect(help.standardOutput.contains((language == "en" ? "usage: " : "用法：") + usage), "\(help)")
        #expect(!help.standardOutput.contains("bazaar open") && !help.standardOutput.contains("bazaar routes"))
        #expect(!help.standardOutput.contains("--state-dir DIR") && !help.standardOutput.contains("--lang LANG"))
        let fixed =
            language == "en"
            ? "--state-dir and --lang are chosen when the session starts" : "--state-dir 和 --lang 在启动会话"
        #expect(help.standardOutput.contains(fixed), "\(help)")
        let options = help.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  -") }.compactMap {
            $0.split(separator: " ").last { $0.hasPrefix("--") }.map(String.init)
        }
        #expect(
            options == ["--no-color", "--json", "--latency", "--help", "--version", "--generate-completion-script"],
            "\(help)")
        let values = ["--generate-completion-script": " bash", "--latency": " 0"]
        for option in options {
            let typed = "routes \(option)" + (values[option] ?? "")
            let result = try await bazaar.run([], input: typed + "\n")
            #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(typed): \(result)")
        }
    }

    /// An option no command takes is named with the options a session takes.
    @Test func anUnknownOptionIsNamedWithTheSessionsOptions() async throws {
        let result = try await Bazaar().run([], input: "services --frob\n")
        #expect(result.exitCode == 2, "\(result)")
        #expect(
            result.standardError
                == "bazaar: unknown option '--frob'; options are --no-color, --json, --latency SECONDS, --help, --version, "
                + "--generate-completion-script bash|zsh|fish\n", "\(result)")
    }

    /// `+1` typed on a cart (for a line's `+1` action) or `-1` follows no link: a link's number is
    /// digits only; the error names the page's numbers and nothing is opened.
    @Test(arguments: [
        ("en", "+1", "There is no link +1 on this page; choose a number from 1 to 5."),
        ("zh-Hans", "-1", "本页没有第 -1 个链接；请输入 1 到 5 之间的编号。"),
        (
            "en", "99999999999999999999",
            "There is no link 99999999999999999999 on this page; choose a number from 1 to 5."
        ),
    ])
    func aSignedNumberIsNoLinks(language: String, line: String, message: String) async throws {
        let result = try await Bazaar().run(["--lang", language], input: line + "\n")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError == "bazaar: \(message)\n", "\(result)")
        // Link 1 of the first page is the catalogue, whose first item is Longjing; it was not opened.
        #expect(!result.standardOutput.contains(language == "en" ? "West Lake Longjing" : "西湖龙井"), "\(result)")
    }

    /// On a page with one link (the empty cart's catalogue), the sentences name that one number.
    @Test(arguments: [
        ("en", "2", "There is no link 2 on this page; its only link is 1."),
        ("zh-Hans", "+1", "本页没有第 +1 个链接；本页只有第 1 个链接。"),
        ("en", "frob", "'frob' is not a command or a link number: this page has one link, 1; the commands are "),
        ("zh-Hans", "frob", "“frob”既不是命令也不是链接编号：本页只有 1 个链接，编号为 1；可用的命令："),
    ])
    func onAPageWithOneLinkThatNumberIsNamed(language: String, line: String, message: String) async throws {
        let result = try await Bazaar().run(["--lang", language], input: "open bazaar://cart\n\(line)\n")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.hasPrefix("bazaar: \(message)"), "\(result)")
    }
}
