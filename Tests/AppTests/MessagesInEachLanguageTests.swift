import Foundation
import TestSupport
import Testing

/// Every line `bazaar` prints about a bad URL, its state or its command line is in the user's
/// language: the Chinese line names what was typed and the system's own words, nothing else
/// English (issue #11).
struct MessagesInEachLanguageTests {
    static let chinese = ["BAZAAR_LANG": "zh-Hans"]
    /// Option and command names, and the syntax of their values, which any usage line may show.
    static let names = [
        "--state-dir DIR", "--lang en|zh-Hans", "--generate-completion-script bash|zsh|fish", "--state-dir", "--lang",
        "--no-color", "--json", "--latency SECONDS", "--latency", "--help", "--version", "open", "routes", "services",
        "modules", "events", "help", "bazaar://home", "bazaar", "en", "zh-Hans", "bash", "zsh", "fish",
    ]

    @Test func anUndeclaredQueryParameterIsNamedWithWhatTheLinkTakes() async throws {
        let bazaar = try Bazaar()
        let url = "bazaar://cart/add?id=3&qtty=5"
        let english = try await bazaar.run(["open", url])
        #expect(english.exitCode == 2)
        #expect(
            english.standardError
                == "bazaar: '\(url)' is not a link this app can read: it does not take the parameter 'qtty'; "
                + "it takes id, qty.\n")
        let chinese = try await bazaar.run(["open", url], environment: Self.chinese)
        #expect(chinese.exitCode == 2)
        #expect(chinese.standardError == "bazaar: “\(url)”不是本应用能识别的链接：该链接不接受参数“qtty”；它接受的参数：id、qty。\n")
        let json = try await bazaar.run(["open", url, "--json"], environment: Self.chinese)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let message = object?["message"] as? String ?? ""
        #expect(message.hasSuffix("该链接不接受参数“qtty”；它接受的参数：id、qty。"), "\(json)")
        #expect(!message.contains("cart/add takes"))
    }

    @Test(arguments: [
        "bazaar://goods/%zz", "bazaar://goods/../cart", "bazaar://goods/detail/3 4", "bazaar://a//b",
        "bazaar://cart?x=1&x=2", "bazaar://goods/list?sort=name&q=%E2%80%AE",
    ])
    func everyMalformedURLSaysWhyInChinese(url: String) async throws {
        let result = try await Bazaar().run(["open", url], environment: Self.chinese)
        #expect(result.exitCode == 2, "\(result)")
        let line = result.standardError
        #expect(line.hasPrefix("bazaar: “") && line.contains("”不是本应用能识别的链接："), "\(result)")
        #expect(englishWords(in: line, besides: [url, "bazaar", "x"]).isEmpty, "\(result)")
    }

    @Test func aCorruptStateFileIsReportedInTheUsersLanguage() async throws {
        for (environment, expected) in [
            (["BAZAAR_LANG": "en"], "bazaar: warning: state file"), (Self.chinese, "bazaar: 警告：状态文件"),
        ] {
            let bazaar = try Bazaar()
            #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=1"]).exitCode == 0)
            try Data("{ this is not json".utf8).write(to: bazaar.file("cart.json"))
            let result = try await bazaar.run(["open", "bazaar://cart"], environment: environment)
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.standardError.hasPrefix(expected), "\(result)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
                .filter { $0.hasPrefix("cart.corrupt-") }
            #expect(kept.count == 1)
            let quoted = [bazaar.file("cart.json").path, bazaar.file(kept.first ?? "").path, "cart", "JSON", "bazaar"]
            if environment == Self.chinese {
                #expect(englishWords(in: result.standardError, besides: quoted).isEmpty, "\(result)")
            }
        }
    }

    @Test func aStateFileCorruptedDuringASessionIsReportedInChineseEachTime() async throws {
        // Common's state strings are read only when the first notice is worded, here long after
        // the start; the second notice words with the same strings.
        let bazaar = try Bazaar()
        let session = try await InteractiveSession(bazaar, environment: Self.chinese)
        for round in 1...2 {
            try await session.send("open bazaar://cart/add?id=3&qty=1")
            try Data("{ this is not json".utf8).write(to: bazaar.file("cart.json"))
            let screen = try await session.send("open bazaar://cart")
            // The session's errors follow what it drew, the warning its one line.
            let warning =
                screen.range(of: "bazaar: ").map { String(screen[$0.lowerBound...].prefix { $0 != "\n" }) } ?? ""
            #expect(warning.hasPrefix("bazaar: 警告：状态文件 \(bazaar.file("cart.json").path) 不是有效的"), "\(round): \(screen)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
                .filter { $0.hasPrefix("cart.corrupt-") }
            #expect(kept.count == round, "\(kept)")
            let quoted = [bazaar.file("cart.json").path, "cart", "JSON", "bazaar"] + kept.map { bazaar.file($0).path }
            #expect(englishWords(in: warning, besides: quoted).isEmpty, "\(round): \(warning)")
        }
        #expect(try await session.quit().exitCode == 0)
    }

    @Test(arguments: [
        ("cart.json", #"{"lines":[{"goodsID":3,"quantity":-2}]}"#, "（违反了规则：lines[0].quantity 为 -2，应在 1 到 99 之间）"),
        ("cart.json", #"{"lines":[{"goodsID":3}]}"#, "（缺少键“quantity”（位置：lines[0]））"),
        ("cart.json", #"{"lines":[{"goodsID":3,"quantity":"2"}]}"#, "（应为数字（位置：lines[0].quantity））"),
        ("cart.json", #"{"lines":[{"goodsID":3,"quantity":null}]}"#, "（应为数字，却是空值（位置：lines[0].quantity））"),
        ("goods-stock.json", #"{"tea": 2}"#, "（值无效（位置：tea））"),
    ])
    func aStateFileBreakingARuleOrNotDecodingSaysWhyInChinese(
        file: String, content: String, reason: String
    ) async throws {
        let bazaar = try Bazaar()
        try Data(content.utf8).write(to: bazaar.file(file))
        let result = try await bazaar.run(
            ["open", "bazaar://cart/add?id=3", "bazaar://cart"], environment: Self.chinese)
        #expect(result.exitCode == 0, "\(result)")
        let warning = result.standardError
        #expect(warning.hasPrefix("bazaar: 警告：状态文件 \(bazaar.file(file).path) 不是有效的"), "\(result)")
        #expect(warning.contains(reason), "\(result)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
            .filter { $0.hasPrefix(file.dropLast(5) + ".corrupt-") }
        let quoted =
            [bazaar.file(file).path, bazaar.file(kept.first ?? "").path, "bazaar", "cart", "goods-stock", "tea"]
            + ["lines[0].quantity", "lines[0]", "quantity"]
        #expect(englishWords(in: warning, besides: quoted).isEmpty, "\(result)")
    }

    @Test func stateThatCannotBeUsedIsReportedInChinese() async throws {
        let bazaar = try Bazaar()
        let asFile = try await bazaar.run(
            ["--state-dir", "/dev/null", "open", "bazaar://home"], environment: Self.chinese)
        #expect(asFile.exitCode == 1)
        #expect(asFile.standardError == "bazaar: 无法使用状态目录 /dev/null：这是一个文件，不是目录；请选择一个可写入的目录\n")
        let english = try await bazaar.run(["--state-dir", "/dev/null", "open", "bazaar://home"])
        #expect(
            english.standardError
                == "bazaar: cannot use state directory /dev/null: it is a file, not a directory; "
                + "choose a directory you can write to\n")
        // A folder where the cart's file should be: it cannot be read, and the OS's words are quoted.
        try FileManager.default.createDirectory(at: bazaar.file("cart.json"), withIntermediateDirectories: false)
        let unreadable = try await bazaar.run(["open", "bazaar://cart"], environment: Self.chinese)
        #expect(unreadable.exitCode == 1, "\(unreadable)")
        #expect(unreadable.standardError.hasPrefix("bazaar: 无法读取状态文件 \(bazaar.file("cart.json").path)："))
        #expect(
            englishWords(
                in: unreadable.standardError, besides: [bazaar.file("cart.json").path, "Is a directory", "bazaar"]
            )
            .isEmpty, "\(unreadable)")
        let json = try await bazaar.run(["open", "bazaar://cart", "--json"], environment: Self.chinese)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((object?["message"] as? String)?.hasPrefix("无法读取状态文件") == true, "\(json)")
    }

    @Test(arguments: [
        ("cart", "bazaar://cart/add?id=3&qty=1", "无法读取或保存购物车："),
        ("session", "bazaar://order/list", "无法读取或保存登录状态："),
        ("session", "bazaar://home", "无法读取登录状态："),
    ])
    func aStorageFailureInsideAModulesSentenceIsInChinese(document: String, url: String, sentence: String) async throws
    {
        let bazaar = try Bazaar()
        // A folder where the document's lock file should be: the lock cannot be opened.
        let lock = bazaar.file(".\(document).lock")
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        let result = try await bazaar.run(["open", url], environment: Self.chinese)
        let line = result.standardError + result.standardOutput
        #expect(line.contains(sentence + "无法锁定状态文件 \(bazaar.file("\(document).json").path)："), "\(result)")
        let quoted = [url, bazaar.file("\(document).json").path, lock.path, "Is a directory", "bazaar"]
        #expect(englishWords(in: result.standardError, besides: quoted).isEmpty, "\(result)")
    }

    @Test(arguments: [
        ["bogus"], ["--frob"], ["--lang"], ["open"], ["routes", "x"], ["--json"], ["help", "a", "b"], ["--version=1"],
        ["--generate-completion-script", "csh"], ["--state-dir="], ["bogus", "--lang", "zh-Hans"],
    ])
    func usageErrorsAreInTheLanguageOfTheEnvironmentOrOfLang(arguments: [String]) async throws {
        let bazaar = try Bazaar()
        let english = try await bazaar.run(arguments)
        #expect(english.exitCode == 2)
        let chinese = try await bazaar.run(
            arguments, environment: arguments.contains("zh-Hans") ? ["BAZAAR_LANG": "en"] : Self.chinese)
        #expect(chinese.exitCode == 2, "\(chinese)")
        #expect(chinese.standardError.hasPrefix("bazaar: "), "\(chinese)")
        #expect(chinese.standardError.hasSuffix("（参见 bazaar --help）\n"), "\(chinese)")
        #expect(chinese.standardError.split(separator: "\n").count == 1)
        #expect(englishWords(in: chinese.standardError, besides: arguments + Self.names).isEmpty, "\(chinese)")
        if !arguments.contains("zh-Hans") {
            #expect(english.standardError.hasSuffix(" (see bazaar --help)\n"), "\(english)")
        }
    }

    @Test func aBadLanguageIsReportedInTheLanguageBehindIt() async throws {
        let bazaar = try Bazaar()
        let badLang = try await bazaar.run(["--lang", "xx", "routes"], environment: Self.chinese)
        #expect(badLang.exitCode == 2)
        #expect(badLang.standardError == "bazaar: --lang 的值“xx”不是支持的语言；请使用以下之一：en, zh-Hans（参见 bazaar --help）\n")
        let badVariable = try await bazaar.run(["routes"], environment: ["BAZAAR_LANG": "xx", "LANG": "zh_CN.UTF-8"])
        #expect(badVariable.exitCode == 2)
        #expect(badVariable.standardError == "bazaar: BAZAAR_LANG 的值“xx”不是支持的语言；请使用以下之一：en, zh-Hans\n")
        let badTimeout = try await bazaar.run(
            ["open", "bazaar://home"], environment: ["BAZAAR_LANG": "zh-Hans", "BAZAAR_LOCK_TIMEOUT": "soon"])
        #expect(badTimeout.exitCode == 2)
        #expect(badTimeout.standardError == "bazaar: BAZAAR_LOCK_TIMEOUT 的值“soon”无效；请给出 0 到 3600 之间的秒数，例如 10\n")
    }
}
