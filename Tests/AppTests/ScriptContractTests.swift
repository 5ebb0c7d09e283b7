import Foundation
import ProgramTesting
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a script relies on: piped sessions report failure, output that cannot be written is a
/// failure, and `--json` prints data.
@Suite(.serialized)
struct ScriptContractTests {
    // MARK: Piped sessions

    @Test(
        arguments: [
            ("home\nquit\n", Int32(0), ""),
            ("open bazaar://no-such-page\nhome\n", 3, "Nothing in this app answers 'no-such-page'."),
            ("open bazaar://goods/%zz\n", 2, "is not a link this app can read"),
            ("open bazaar://order/pay\nopen bazaar://no-such-page\n", 3, "can only be opened from inside the app"),
            (
                "open bazaar://no-such-page\nopen bazaar://order/pay\nhome\n", 4,
                "Nothing in this app answers 'no-such-page'."
            ),
            ("frobnicate\n", 2, "'frobnicate' is not a command or a link number: this page has links 1 to 5"),
            ("99\n", 2, "There is no link 99"),
            ("open bazaar://cart/add?id=2\n", 5, "Jasmine Dragon Pearls (item 2) is sold out"),
        ] as [(String, Int32, String)])
    func aPipedSessionEndsWithTheLastFailedCommandsCode(input: String, exitCode: Int32, message: String) async throws {
        let result = try await Bazaar().run([], input: input)
        #expect(result.exitCode == exitCode, "\(result)")
        if message.isEmpty {
            #expect(result.standardError.isEmpty, "\(result)")
        } else {
            #expect(result.standardError.hasPrefix("bazaar: "), "\(result)")
            #expect(result.standardError.contains(message), "\(result)")
        }
        #expect(!result.standardOutput.contains("✗"), "errors go to standard error, not between the pages")
    }

    @Test(arguments: [("en", "Already on the first page"), ("zh-Hans", "已经在第一页")])
    func backOnTheFirstPageIsANoteNotAFailure(language: String, note: String) async throws {
        let bazaar = try Bazaar()
        let result = try await bazaar.run([], input: "back\nb\nhome\nback\n", environment: ["BAZAAR_LANG": language])
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result)")
        #expect(result.standardOutput.components(separatedBy: note).count == 4, "three notes: \(result)")
        // It leaves the code of an earlier failure as it was.
        let afterFailure = try await bazaar.run([], input: "open bazaar://no-such-page\nback\n")
        #expect(afterFailure.exitCode == 3, "\(afterFailure)")
    }

    @Test func aPipedOpenOfSeveralURLsStopsAtTheFirstFailure() async throws {
        let bazaar = try Bazaar()
        let result = try await bazaar.run(
            [], input: "open bazaar://cart/add?id=3 bazaar://no-such-page bazaar://cart/add?id=5\n")
        #expect(result.exitCode == 3, "\(result)")
        #expect(Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page).map { $0["id"] } == ["3"])
    }

    // MARK: Output that cannot be written

    /// Runs `bazaar ARGUMENTS` through `sh` with standard output redirected as `redirection` says.
    private func runThroughShell(
        _ arguments: [String], redirection: String, language: String = "en"
    ) async throws -> ExecutableResult {
        let bazaar = try Bazaar()
        let executable = try BuiltProducts.executable(named: "bazaar")
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = bazaar.stateDirectory.path
        environment["BAZAAR_LANG"] = language
        return try await ExecutableInvocation(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "\"$0\" \"$@\" \(redirection)", executable.path] + arguments,
            environment: environment, timeout: 600
        ).run()
    }

    @Test(arguments: [["routes"], ["open", "bazaar://goods/list"], ["open", "bazaar://home", "--json"]])
    func aFullDiskIsExitOneWithOneLine(arguments: [String]) async throws {
        // In-process, every write failing as on a full disk; the built bazaar on /dev/full below.
        let bazaar = try Bazaar()
        let result = await InProcessProgram.bazaar.run(
            arguments, environment: bazaar.environment([:]), outputError: ENOSPC)
        #expect(result.exitCode == 1, "\(result)")
        #expect(
            result.standardError == "bazaar: cannot write to standard output: No space left on device\n", "\(result)")
    }

    /// The built `bazaar` on a standard output that cannot be written: a full disk (`/dev/full`),
    /// said in the user's language quoting the system, and a closed descriptor.
    @Test(arguments: [
        ("> /dev/full", "zh-Hans", "bazaar: 无法写入标准输出：No space left on device\n"),
        (">&-", "en", "bazaar: cannot write to standard output: Bad file descriptor\n"),
    ])
    func anUnwritableStandardOutputIsExitOneWithOneLine(
        redirection: String, language: String, line: String
    ) async throws {
        let result = try await runThroughShell(["routes"], redirection: redirection, language: language)
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.standardError == line, "\(result)")
    }

    /// App/Reference/Scripting.md's words on `bazaar routes | head -1`: its table fits the pipe and
    /// is written before `head` leaves, so bazaar exits 0 and says nothing.
    @Test func theHeadOfRoutesExitsZero() async throws {
        let bazaar = try Bazaar()
        var environment = ProcessInfo.processInfo.environment
        environment["BAZAAR_STATE_DIR"] = bazaar.stateDirectory.path
        environment["BAZAAR_LANG"] = "en"
        let result = try await ExecutableInvocation(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: [
                "-c", "{ \"$0\" routes; echo \"bazaar exited $?\" >&2; } | head -1",
                try BuiltProducts.executable(named: "bazaar").path,
            ],
            environment: environment, timeout: 600
        ).run()
        #expect(result.standardError == "bazaar exited 0\n", "\(result)")
        #expect(result.standardOutput.split(separator: "\n").count == 1, "\(result)")
        let readme = try String(
            contentsOf: BuiltProducts.packageRoot.appendingPathComponent("App/Reference/Scripting.md"), encoding: .utf8)
        #expect(readme.contains("(`bazaar routes | head -1` exits 0:"), "Scripting.md says what this test sees")
    }

    @Test func aBrokenPipeIsQuiet() async throws {
        // A pipe whose reading end is closed before bazaar writes: every write fails with EPIPE.
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        close(descriptors[0])
        _ = fcntl(descriptors[1], F_SETFD, FD_CLOEXEC)
        let writer = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
        let errors = Pipe()
        // Only bazaar may hold the pipe's write end (not a process another test starts meanwhile).
        _ = fcntl(errors.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        let bazaar = try Bazaar()
        let process = Process()
        process.executableURL = try BuiltProducts.executable(named: "bazaar")
        process.arguments = ["routes", "--state-dir", bazaar.stateDirectory.path]
        process.standardOutput = writer
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let ending = ProcessEnding(process)
        LaunchLog.record(try BuiltProducts.executable(named: "bazaar"))
        try process.run()
        try writer.close()
        let collector = OutputCollector([errors.fileHandleForReading.fileDescriptor])
        try errors.fileHandleForWriting.close()
        await collector.waitForEnd()
        let errorText = collector.text(0)
        await ending.wait()
        #expect(process.terminationReason == .exit, "SIGPIPE is ignored, not fatal")
        #expect(process.terminationStatus == 1)
        #expect(errorText.isEmpty, "\(errorText)")
    }

    // MARK: JSON as data

    @Test func aPageIsDataWithTypedValues() async throws {
        let bazaar = try Bazaar()
        let (result, page) = try await bazaar.openJSON(["bazaar://cart/add?id=3&qty=2", "bazaar://cart"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(page["formatVersion"] as? Int == 1)
        #expect(page["status"] as? String == "ok")
        let fields = (page["sections"] as? [[String: Any]] ?? []).flatMap { section in
            (section["items"] as? [[String: Any]] ?? []).flatMap { item -> [[String: Any]] in
                if let field = item["field"] as? [String: Any] { return [field] }
                return (item["record"] as? [String: Any])?["fields"] as? [[String: Any]] ?? []
            }
        }
        func value(_ key: String) -> Any? { fields.first { $0["key"] as? String == key }?["value"] }
        #expect(value("quantity") as? Int == 2)
        #expect(value("id") as? Int == 3)
        let unitPrice = try #require(value("unitPrice") as? [String: Any])
        #expect(unitPrice["minorUnits"] as? Int == 4500)
        #expect(unitPrice["currency"] as? String == "CNY")
        #expect(unitPrice["text"] as? String == "¥45.00")
        let total = try #require(value("total") as? [String: Any])
        #expect(total["minorUnits"] as? Int == 9000)
        #expect(value("name") as? String == "Tieguanyin Oolong")
        let links = page["links"] as? [[String: Any]] ?? []
        #expect(!links.isEmpty && links.allSatisfy { $0["isNativeOnly"] is Bool && $0["nativeOnly"] == nil })
        #expect(!result.standardOutput.contains("\"nativeOnly\""), "one spelling per key")
    }

    @Test(arguments: ["routes", "services", "modules", "events"])
    func introspectionIsADocumentWithAFormatVersion(command: String) async throws {
        let result = try await Bazaar().run([command, "--json"])
        #expect(result.exitCode == 0, "\(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 1)
        #expect((object[command] as? [Any])?.isEmpty == false, "\(result)")
        #expect(!result.standardOutput.contains("\"nativeOnly\""), "one spelling per key")
    }

    @Test func routesListTheirParametersWithTypesOptionalityAndPlace() async throws {
        let result = try await Bazaar().run(["routes", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let routes = object["routes"] as? [[String: Any]] ?? []
        func parameters(_ pattern: String) -> [[String: Any]] {
            routes.first { $0["pattern"] as? String == pattern }?["parameters"] as? [[String: Any]] ?? []
        }
        let add = parameters("cart/add")
        #expect(add.map { $0["name"] as? String } == ["id", "qty"])
        #expect(add.map { $0["typeName"] as? String } == ["Int", "Int"])
        #expect(add.map { $0["isOptional"] as? Bool } == [false, true])
        #expect(add.map { $0["source"] as? String } == ["query", "query"])
        // Read past a sample its own `init(from:)` refuses (a quantity of 0 from `from`).
        let quantity = parameters("cart/quantity/:id")
        #expect(quantity.map { $0["name"] as? String } == ["id", "qty", "from"])
        #expect(quantity.map { $0["typeName"] as? String } == ["Int", "Int", "Int"])
        let detail = parameters("goods/detail/:id")
        #expect(detail.map { $0["name"] as? String } == ["id"])
        #expect(detail.first?["source"] as? String == "path")
        #expect(detail.first?["isOptional"] as? Bool == false)
        #expect(parameters("home").isEmpty)
    }

    @Test(
        arguments: [
            (["--json", "--frobnicate"], "usage", Int32(2), "--frobnicate"),
            (["routes", "extra", "--json"], "usage", 2, "extra"),
            (["open", "--json", "bazaar://no-such-page"], "notFound", 3, "bazaar://no-such-page"),
            (["open", "bazaar:", "--json"], "wrongScheme", 4, "bazaar:"),
        ] as [([String], String, Int32, String)])
    func errorsInJSONModeAreObjectsOnStandardOutput(
        arguments: [String], kind: String, exitCode: Int32, input: String
    )
        async throws
    {
        let result = try await Bazaar().run(arguments)
        #expect(result.exitCode == exitCode, "\(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], "\(result)")
        #expect(object["kind"] as? String == kind)
        #expect(object["exitCode"] as? Int == Int(exitCode))
        #expect(object["input"] as? String == input)
        #expect(object["formatVersion"] as? Int == 1)
        let message = try #require(object["message"] as? String)
        #expect(result.standardError.contains(message), "the same line is on standard error: \(result)")
    }

    @Test(arguments: [
        "bazaar://x\u{202E}y", "bazaar://goods/list?category=\u{2066}tea\u{85}", "https://a\u{200B} b",
        "bazaar://tag\u{E0001}",
    ])
    func jsonNeverPrintsFormatControlsYetKeepsTheInputExact(url: String) async throws {
        let result = try await Bazaar().run(["open", url, "--json"])
        #expect(result.exitCode != 0, "\(result)")
        let printed = result.standardOutput.unicodeScalars
        #expect(
            !printed.contains { $0.properties.generalCategory == .format || (0x7F..<0xA0).contains($0.value) },
            "escaped as \\u, never raw: \(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], "\(result)")
        #expect(object["input"] as? String == url, "the input is data: exactly what was given")
        let message = try #require(object["message"] as? String)
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .format }, "\(message)")
        #expect(result.standardError.contains(message), "the same line is on standard error: \(result)")
    }
}
