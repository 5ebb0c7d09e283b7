import AllContracts
import Common
import Console
import Foundation
import ModuleMakers
import ProgramTesting
import ShellKit
import StandIns
import TestSupport
import Testing

/// What a new user met in the first hour, through the programs' entries in process: `shell`
/// (`ShellProgram.run`) and `bazaar` (`ConsoleProgram.run` over the app's definition), with
/// their output captured. Each sentence checked in both languages where there is text.
@Suite struct FirstHourTests {
    /// The outcome of one run: its exit code, standard output and standard error (without the
    /// lines saying a load is still running: `withoutLoadNotices`).
    struct Run {
        let code: ExitCode
        let text: String
        let errors: String

        init(_ result: ExecutableResult) {
            code = ExitCode(rawValue: result.exitCode) ?? .failure
            text = result.standardOutput
            errors = result.withoutLoadNotices.standardError
        }
    }

    /// Runs `shell` (every module, or only `module` as its `XShell` does) in process.
    static func shell(
        _ arguments: [String], module: String? = nil, input: [String] = [], environment: [String: String] = [:]
    ) async -> Run {
        let program = module.map(InProcessProgram.moduleShell) ?? .shell
        return Run(
            await program.run(
                arguments + ["--no-color"], standardInput: input.map { $0 + "\n" }.joined(),
                environment: ["BAZAAR_LANG": "en"].merging(environment) { _, new in new }))
    }

    /// Runs `bazaar` in process on a new state directory.
    static func bazaar(
        _ arguments: [String], input: [String] = [], environment: [String: String] = ["BAZAAR_LANG": "en"],
        errorWidth: Int? = nil
    ) async throws -> Run {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("first-hour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        return Run(
            await InProcessProgram.bazaar.run(
                arguments + ["--no-color"], standardInput: input.map { $0 + "\n" }.joined(),
                environment: environment.merging(["BAZAAR_STATE_DIR": state.path]) { own, _ in own },
                errorWidth: errorWidth))
    }

    // MARK: - The shell's command line

    @Test(arguments: [nil, "Cart"])
    func theShellTakesLatencyOnTheCommandLine(module: String?) async {
        let words = (module == nil ? ["Cart"] : []) + ["--latency", "0", "open", "bazaar://cart"]
        let run = await Self.shell(words, module: module)
        #expect(run.code == .success, "\(run)")
        #expect(run.text.contains("Cart\n===="), "\(run)")
        let bad = await Self.shell(
            (module == nil ? ["Cart"] : []) + ["--latency=99", "open", "bazaar://cart"], module: module)
        #expect(bad.code == .usage && bad.errors.contains("--latency is '99'"), "\(bad)")
        let help = await Self.shell(["--help"], module: module)
        #expect(help.text.contains("--latency SECONDS"), "\(help)")
    }

    @Test(arguments: Language.allCases)
    func theShellsHelpOfOpenSaysWhereItsStateIs(language: Language) async {
        let run = await Self.shell(["help", "open", "--lang", language.code])
        #expect(run.code == .success)
        #expect(!run.text.contains("BAZAAR_STATE_DIR, else") && !run.text.contains("BAZAAR_STATE_DIR，其次"), "\(run)")
        #expect(run.text.contains(language == .english ? "default: in memory" : "默认：内存中"), "\(run)")
        let bazaar = try? await Self.bazaar(["help", "open", "--lang", language.code])
        #expect(bazaar?.text.contains("$BAZAAR_STATE_DIR") == true, "bazaar keeps its state there")
        if language == .simplifiedChinese {
            #expect(run.text.contains("--latency 秒数") && !run.text.contains("SECONDS"), "\(run)")
        }
    }

    @Test func namesAndHelpRefuseJSONSayingWhy() async throws {
        let names = await Self.shell(["--list", "--names", "--json"])
        #expect(names.code == .usage && names.text.isEmpty == false, "the JSON error object: \(names)")
        #expect(names.errors.contains("--names prints the names as text"), "\(names)")
        #expect(names.errors.split(separator: "\n").count == 1)
        for arguments in [["help", "--json"], ["--version", "--json"]] {
            let shell = await Self.shell(arguments)
            #expect(shell.code == .usage && shell.errors.contains("prints text only, not JSON"), "\(shell)")
            let bazaar = try await Self.bazaar(arguments)
            #expect(bazaar.code == .usage && bazaar.errors.contains("prints text only, not JSON"), "\(bazaar)")
            #expect(bazaar.text.hasPrefix("{"), "JSON or nothing on standard output: \(bazaar)")
        }
        let chinese = try await Self.bazaar(["help", "--json", "--lang", "zh-Hans"])
        #expect(chinese.errors.contains("只打印文本，不打印 JSON"), "\(chinese)")
    }

    @Test func theListsEntryIsTheURLTheTextShows() async throws {
        let json = await Self.shell(["--list", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
        let modules = try #require(object["modules"] as? [[String: Any]])
        #expect(modules.first?["entry"] as? String == "bazaar://account")
        let text = await Self.shell(["--list"])
        #expect(text.text.contains("bazaar://account"))
    }

    @Test func aOneShotStandInPageSaysBackIsForASession() async {
        for language in Language.allCases {
            let run = await Self.shell(["Cart", "open", "bazaar://goods/list", "--lang", language.code])
            #expect(run.code == .success)
            #expect(
                run.text.contains(
                    language == .english
                        ? "In a session, type back to return to the page that opened it." : "在会话中输入 back 可返回打开它的页面。"),
                "\(run)")
        }
    }

    // MARK: - bazaar's command line and sessions

    @Test func theVersionNeedsNoLanguage() async throws {
        let run = try await Self.bazaar(["--version"], environment: ["BAZAAR_LANG": "xx"])
        #expect(run.code == .success && run.text.hasPrefix("bazaar ") && run.errors.isEmpty, "\(run)")
        let routes = try await Self.bazaar(["routes"], environment: ["BAZAAR_LANG": "xx"])
        #expect(routes.code == .usage && routes.errors.contains("BAZAAR_LANG 'xx'"), "\(routes)")
    }

    @Test func aNearMissCommandIsNamed() async throws {
        let session = try await Self.bazaar([], input: ["qiut", "hlep", "bakc", "shwo", "quit"])
        for (typed, meant) in [("qiut", "quit"), ("hlep", "help"), ("bakc", "back"), ("shwo", "show")] {
            #expect(session.errors.contains("'\(typed)' is not a command; did you mean \(meant)?"), "\(session)")
        }
        let chinese = try await Self.bazaar([], input: ["qiut"], environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(chinese.errors.contains("“qiut”不是命令；您是想输入 quit 吗？"), "\(chinese)")
        let line = try await Self.bazaar(["opne", "bazaar://cart"])
        #expect(line.code == .usage && line.errors.contains("did you mean open?"), "\(line)")
        let far = try await Self.bazaar([], input: ["frobnicate"])
        #expect(!far.errors.contains("did you mean"), "\(far)")
    }

    @Test func openingTwoURLsInASessionDrawsOnlyTheTopPage() async throws {
        let run = try await Self.bazaar([], input: ["open bazaar://goods/list bazaar://cart/add?id=3 bazaar://cart"])
        #expect(run.code == .success, "\(run)")
        #expect(!run.text.contains("Catalogue\n========="), "the page under the top is not drawn: \(run.text)")
        #expect(run.text.contains("✓ Added 1 × Tieguanyin Oolong"), "the action's outcome is: \(run.text)")
        #expect(run.text.contains("Cart\n===="), "\(run.text)")
        let failing = try await Self.bazaar([], input: ["open bazaar://cart bazaar://cart/add?id=3&qty=0"])
        #expect(failing.text.components(separatedBy: "Cart\n====").count == 2, "the top page, once: \(failing.text)")
    }

    // MARK: - Text

    @Test(arguments: Language.allCases)
    func userInfoIsNamedAsSuch(language: Language) async throws {
        let run = try await Self.bazaar(["open", "bazaar://user:pw@goods/detail/3", "--lang", language.code])
        #expect(run.code == .usage)
        #expect(!run.errors.contains(language == .english ? "port" : "端口"), "\(run)")
        #expect(run.errors.contains(language == .english ? "a user name before '@'" : "@"), "\(run)")
    }

    @Test func quotedInputShowsInvisibleCharactersAndIsCut() async throws {
        let hidden = try await Self.bazaar(["open", "bazaar://goods/detail/3?x=a\u{202E}b"])
        #expect(hidden.errors.contains("'bazaar://goods/detail/3?x=a\\u202Eb'"), "\(hidden)")
        let session = try await Self.bazaar([], input: ["ba\u{200B}ck"])
        #expect(session.errors.contains("'ba\\u200Bck'"), "\(session)")
        let plus = try await Self.bazaar(["open", "bazaar://cart/add?id=3&qty=+2"])
        #expect(plus.errors.contains("'+2' is not a valid 'qty'"), "\(plus)")
        let long = String(repeating: "x", count: 3000)
        let run = try await Self.bazaar(["open", "bazaar://cart/add?id=3&qty=\(long)"])
        #expect(run.code == .usage)
        #expect(run.errors.count < 300 && run.errors.contains("xxx…'"), "\(run.errors.count) characters")
        let json = try await Self.bazaar(["open", "bazaar://cart/add?id=3&qty=\(long)", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
        #expect((object["input"] as? String)?.hasSuffix(long) == true, "JSON's input is exactly what was given")
    }

    @Test func errorLinesWrapAtTheTerminalsWidth() async throws {
        let run = try await Self.bazaar(["open", "bazaar://cart/add?id=3&qty=abc"], errorWidth: 40)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 40 }, "\(run.errors)")
        let piped = try await Self.bazaar(["open", "bazaar://cart/add?id=3&qty=abc"])
        #expect(piped.errors.split(separator: "\n").count == 1, "a pipe keeps one line: \(piped.errors)")
    }

    @Test func aChineseNameTakesNoSpaceBeforeItsOrders() async throws {
        // My orders asks for a log-in; its first link logs in as 王爱丽 and shows her orders.
        let run = try await Self.bazaar(
            [], input: ["open bazaar://order/list", "1"], environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(run.code == .success)
        #expect(run.text.contains("王爱丽的订单"), "\(run.text)")
    }

    @Test func aTraditionalChineseLocaleGetsSimplifiedChineseAndIsToldOnce() async throws {
        let run = try await Self.bazaar(["open", "bazaar://account"], environment: ["LANG": "zh_TW.UTF-8"])
        #expect(run.code == .success)
        #expect(run.text.contains("登录"), "\(run.text)")
        #expect(
            run.errors == "bazaar: LANG=zh_TW.UTF-8 要求繁体中文，本程序没有繁体中文版本，因此使用简体中文（--lang en 或 BAZAAR_LANG=en 可改用英文）。\n",
            "\(run.errors)")
        let session = try await Self.bazaar([], input: ["show", "quit"], environment: ["LANG": "zh_HK.UTF-8"])
        let notes = session.errors.components(separatedBy: "LANG=zh_HK.UTF-8").count - 1
        #expect(notes == 1, "once per run: \(session.errors)")
        for environment in [["LANG": "zh_CN.UTF-8"], ["LANG": "zh_TW.UTF-8", "BAZAAR_LANG": "zh-Hans"]] {
            let quiet = try await Self.bazaar(["open", "bazaar://account"], environment: environment)
            #expect(quiet.errors.isEmpty, "\(environment): \(quiet.errors)")
        }
    }
}
