import Common
import Foundation
import ProgramTesting
import TestSupport
import Testing

/// A module whose deferred set-up fails (Goods with its bundled catalogue broken, Messages with
/// its inbox) does not stop the app: the first page appears, and every request that needs the
/// module (its own routes, and a route of a module that uses its service, as Cart uses Goods)
/// fails with exit code 1 and one line in the user's language naming the module, the file and
/// what is wrong; `modules` shows the failure. The Console's own strings, broken, are said when
/// first needed. `bazaar` runs in-process on copies of its bundles
/// (`ResourceDirectory.bundlesDirectory`); the built `bazaar` beside a broken copy shows the same.
@Suite(.serialized)
struct ModuleSetUpFailureTests {
    /// Copies of the resource bundles beside the built `bazaar`, with the data file at `file`
    /// (under the copy) replaced by `content`, or by a directory (unreadable as a file, even to
    /// root) when `content` is `nil`; answers the copies' directory and the file's path.
    private static func brokenCopy(
        _ file: String = "Bazaar_Goods.resources/catalogue.json", content: String? = nil
    ) throws -> (bundles: URL, catalogue: String) {
        let built = try BuiltProducts.executable(named: "bazaar")
        let files = FileManager.default
        let copy = files.temporaryDirectory.appendingPathComponent("bazaar-setup-\(UUID().uuidString)")
        try files.createDirectory(at: copy, withIntermediateDirectories: true)
        let directory = built.deletingLastPathComponent()
        for name in try files.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".resources") {
            try files.copyItem(at: directory.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        let broken = copy.appendingPathComponent(file)
        try files.removeItem(at: broken)
        if let content {
            try Data(content.utf8).write(to: broken)
        } else {
            try files.createDirectory(at: broken, withIntermediateDirectories: false)
        }
        return (copy, broken.path)
    }

    /// Runs `bazaar` in-process on the bundles in `bundles`, in `language` with a fresh state
    /// directory, `input` on standard input.
    private static func run(
        _ bundles: URL, language: String, _ arguments: [String], input: String = ""
    ) async throws -> ExecutableResult {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-setup-state-\(UUID())")
        return await ResourceDirectory.$bundlesDirectory.withValue(bundles.path) {
            await InProcessProgram.bazaar.run(
                ["--lang", language, "--state-dir", state.path] + arguments, standardInput: input,
                environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"])
        }.withoutLoadNotices
    }

    /// Runs the built `bazaar` with `arguments`, from a link to it in `bundles`, beside the copies
    /// of its bundles, as `run` runs it in-process.
    private static func launch(
        _ bundles: URL, language: String, _ arguments: [String]
    ) async throws
        -> ExecutableResult
    {
        let files = FileManager.default
        let built = try BuiltProducts.executable(named: "bazaar")
        let executable = bundles.appendingPathComponent("bazaar")
        // A hard link, not a copy: a copy's write descriptor, inherited by a process another test
        // spawns at that moment, makes running the copy fail with "Text file busy". A copy only
        // when the temporary directory is on another file system.
        do {
            try files.linkItem(at: built, to: executable)
        } catch {
            try files.copyItem(at: built, to: executable)
        }
        let state = files.temporaryDirectory.appendingPathComponent("bazaar-setup-state-\(UUID())")
        return try await ExecutableInvocation(
            executable, arguments: ["--lang", language, "--state-dir", state.path] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"], timeout: 600
        ).run()
    }

    /// A catalogue whose second item repeats the first one's id.
    static let repeatedID = #"""
        {"items": [
          {"id": 1, "category": "tea", "price": 1, "stock": 1, "name": {"en": "A", "zh-Hans": "甲"}},
          {"id": 1, "category": "tea", "price": 1, "stock": 1, "name": {"en": "B", "zh-Hans": "乙"}}
        ]}
        """#

    @Test(arguments: [
        (
            "en",
            "bazaar: The Goods module could not set up: data file {path} is invalid: "
                + "items[1].id is 1, which appears before; expected unique\n"
        ),
        ("zh-Hans", "bazaar: Goods 模块未能完成初始化：数据文件 {path} 无效：items[1].id 为 1，与前面的重复；应唯一\n"),
    ])
    func aCatalogueBreakingARuleIsSaidOnEveryRequestThatNeedsGoodsAndTheAppStillStarts(
        language: String, expected: String
    ) async throws {
        let (bundles, catalogue) = try Self.brokenCopy(content: Self.repeatedID)
        let line = expected.replacingOccurrences(of: "{path}", with: catalogue)
        // The home page needs no Goods: its set-up never begins, and nothing is said of it.
        for arguments in [["open", "bazaar://home"], ["open", "bazaar://home", "--json"]] {
            let home = try await Self.run(bundles, language: language, arguments)
            #expect(home.exitCode == 0 && home.standardError.isEmpty, "\(home)")
            #expect(!home.standardOutput.contains(catalogue) && !home.standardOutput.contains("Goods"), "\(home)")
        }
        // Goods' own route, and Cart's, which looks Goods' service up.
        for url in ["bazaar://goods/list", "bazaar://cart/add?id=1&qty=1"] {
            let result = try await Self.run(bundles, language: language, ["open", url])
            #expect(result.exitCode == 1, "\(result)")
            #expect(result.standardError == line, "\(result)")
        }
        // The first request that needs Goods and every later one, in one session.
        let session = try await Self.run(
            bundles, language: language, [], input: "open bazaar://goods/list\nopen bazaar://goods/detail/1\n")
        #expect(session.exitCode == 1, "\(session)")
        #expect(session.standardError == line + line, "\(session)")
        if language == "zh-Hans" {
            #expect(englishWords(in: line, besides: [catalogue, "bazaar", "Goods", "items[1].id"]).isEmpty)
        }
    }

    @Test(arguments: [
        ("en", "bazaar: The Goods module could not set up: cannot read data file {path}: Is a directory\n"),
        ("zh-Hans", "bazaar: Goods 模块未能完成初始化：无法读取数据文件 {path}（系统报告“Is a directory”）\n"),
    ])
    func anUnreadableCatalogueIsSaidInTheUsersLanguageAndInJSON(language: String, expected: String) async throws {
        let (bundles, catalogue) = try Self.brokenCopy()
        let line = expected.replacingOccurrences(of: "{path}", with: catalogue)
        let text = try await Self.run(bundles, language: language, ["open", "bazaar://goods/detail/3"])
        #expect(text.exitCode == 1 && text.standardError == line, "\(text)")
        let json = try await Self.run(bundles, language: language, ["open", "bazaar://goods/detail/3", "--json"])
        #expect(json.exitCode == 1, "\(json)")
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["kind"] as? String == "setUpFailed", "\(json)")
        #expect(object?["exitCode"] as? Int == 1, "\(json)")
        #expect(object?["message"] as? String == String(line.dropFirst("bazaar: ".count).dropLast()), "\(json)")
        #expect(try await Self.run(bundles, language: language, ["routes"]).exitCode == 0)
    }

    @Test(arguments: [
        ("en", "(missing key 'zh-Hans' at [0].title)"),
        ("zh-Hans", "（缺少键“zh-Hans”（位置：[0].title））"),
    ])
    func anInboxThatDoesNotDecodeIsSaidInTheUsersLanguage(language: String, reason: String) async throws {
        let inbox =
            #"[{"id": 1, "title": {"en": "Hi"}, "body": {"en": "x", "zh-Hans": "x"}, "route": "bazaar://home"}]"#
        let (bundles, file) = try Self.brokenCopy("Bazaar_Messages.resources/inbox.json", content: inbox)
        #expect(try await Self.run(bundles, language: language, ["open", "bazaar://home"]).exitCode == 0)
        let result = try await Self.run(bundles, language: language, ["open", "bazaar://messages"])
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.standardError.contains("Messages"), "\(result)")
        #expect(result.standardError.contains(file + " ") && result.standardError.contains(reason), "\(result)")
        if language == "zh-Hans" {
            let quoted = [file, "bazaar", "Messages", "[0].title", "zh-Hans", "id", "en", "title", "body", "route"]
            #expect(englishWords(in: result.standardError, besides: quoted).isEmpty, "\(result)")
        }
    }

    /// Account reads its demo users when first needed: a broken `users.json` does not stop the
    /// first page (nobody logged in needs no user), and logging in says what is wrong with it,
    /// in the user's language.
    @Test(arguments: ["en", "zh-Hans"])
    func brokenDemoUsersAreSaidOnFirstNeedAndTheHomePageStillShows(language: String) async throws {
        let (bundles, file) = try Self.brokenCopy("Bazaar_Account.resources/users.json", content: #"{"users": []}"#)
        let home = try await Self.run(bundles, language: language, ["open", "bazaar://home"])
        #expect(home.exitCode == 0 && home.standardError.isEmpty, "\(home)")
        for url in ["bazaar://account/login", "bazaar://account"] {
            let result = try await Self.run(bundles, language: language, ["open", url])
            #expect(result.exitCode == 1, "\(result)")
            #expect(result.standardError.contains(file + " ") && result.standardError.contains("users"), "\(result)")
            if language == "zh-Hans" {
                let quoted = [file, "bazaar", "users", "Account"]
                #expect(englishWords(in: result.standardError, besides: quoted).isEmpty, "\(result)")
            }
        }
    }

    /// The Console's own strings are read when it first words something. Broken, they leave a
    /// quiet `open` as it was (its page is the modules' text, exit 0); a command that words
    /// something says why in one line naming the file, shows its message's key, and exits 1.
    @Test func brokenConsoleStringsAreSaidWhenFirstWordedAndAQuietOpenStillShowsItsPage() async throws {
        let (bundles, file) = try Self.brokenCopy(
            "Bazaar_Console.resources/en.lproj/Localizable.strings", content: "\"notFound.title\" = \"x\"\n\"broken")
        let home = try await Self.run(bundles, language: "en", ["open", "bazaar://home"])
        #expect(home.exitCode == 0 && home.standardError.isEmpty, "\(home)")
        #expect(home.standardOutput.contains("Welcome!"), "\(home)")
        for arguments in [["open", "bazaar://nope"], ["--frobnicate"], ["routes"]] {
            let result = try await Self.run(bundles, language: "en", arguments)
            #expect(result.exitCode == 1, "\(result)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.first?.hasPrefix("bazaar: \(file):2: expected ';'") == true, "\(result)")
            #expect(lines.count(where: { $0.contains(file) }) == 1, "said once: \(result)")
        }
    }

    /// The module, its deferral and its set-up's state, as `modules --json` lists them.
    private static func states(_ result: ExecutableResult) throws -> [String: (defers: Bool, state: [String: String])] {
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        var states: [String: (defers: Bool, state: [String: String])] = [:]
        for module in object?["modules"] as? [[String: Any]] ?? [] {
            guard let name = module["name"] as? String else { continue }
            states[name] = (module["defersSetUp"] as? Bool ?? false, module["setUp"] as? [String: String] ?? [:])
        }
        return states
    }

    /// Once a session's first page is drawn, every deferred set-up has begun (none is shown as
    /// not begun): the broken one is setting up or has failed, the other setting up or ready.
    @Test(arguments: [
        ("en", "deferred", ["deferred, setting up", "deferred, failed: cannot read data file"], "deferred, ready"),
        ("zh-Hans", "延后", ["延后，初始化中", "延后，失败：无法读取数据文件"], "延后，就绪"),
    ])
    func aSessionBeginsTheDeferredSetUpsOnceItsFirstPageIsDrawn(
        language: String, deferred: String, goods: [String], messages: String
    ) async throws {
        let (bundles, _) = try Self.brokenCopy()
        let session = try await Self.run(bundles, language: language, [], input: "modules\nmodules\n")
        #expect(session.exitCode == 0 && session.standardError.isEmpty, "\(session)")
        let rows = session.standardOutput.split(separator: "\n").filter { $0.contains(deferred) }
        let goodsRows = rows.filter { $0.contains(" Goods ") }
        let messagesRows = rows.filter { $0.contains(" Messages ") }
        #expect(goodsRows.count == 2 && messagesRows.count == 2, "\(session)")
        for row in goodsRows { #expect(goods.contains { row.contains($0) }, "\(row)") }
        for row in messagesRows { #expect(row.contains(goods[0]) || row.hasSuffix(messages), "\(row)") }
    }

    @Test func modulesShowsEachSetUpsStateInTextAndJSON() async throws {
        let (bundles, catalogue) = try Self.brokenCopy()
        let json = try await Self.run(bundles, language: "en", ["modules", "--json"])
        #expect(json.exitCode == 0, "\(json)")
        let states = try Self.states(json)
        #expect(states["Goods"]?.defers == true)
        #expect(states["Goods"]?.state["state"] == "failed")
        #expect(states["Goods"]?.state["reason"] == "cannot read data file \(catalogue): Is a directory")
        #expect(states["Messages"].map { $0.defers && $0.state == ["state": "ready"] } == true)
        #expect(states["Account"].map { !$0.defers && $0.state == ["state": "ready"] } == true)

        let text = try await Self.run(bundles, language: "en", ["modules"])
        #expect(text.exitCode == 0, "\(text)")
        let rows = text.standardOutput.split(separator: "\n")
        #expect(rows.first { $0.contains(" Goods ") }?.contains("deferred, failed: cannot read data file") == true)
        #expect(rows.first { $0.contains(" Messages ") }?.contains("deferred, ready") == true, "\(text)")
        let chinese = try await Self.run(bundles, language: "zh-Hans", ["modules"])
        #expect(chinese.standardOutput.split(separator: "\n").first { $0.contains(" Goods ") }?.contains("延后") == true)

        // The built `bazaar` reads the bundles beside its executable: beside the broken copies, it
        // shows what the in-process run shows.
        let launched = try await Self.launch(bundles, language: "en", ["modules", "--json"])
        #expect(launched.exitCode == 0 && launched.signal == nil, "\(launched)")
        let launchedStates = try Self.states(launched)
        #expect(launchedStates.keys.sorted() == states.keys.sorted(), "\(launched)")
        for (name, module) in states {
            #expect(launchedStates[name]?.defers == module.defers, "\(name): \(launched)")
            #expect(launchedStates[name]?.state == module.state, "\(name): \(launched)")
        }
    }
}
