import Foundation
import TestSupport
import Testing

/// `bazaar` killed (SIGKILL) at every step of paying, and while it recovers: the next command
/// finds the order placed with its stock taken and its lines gone from the cart, or nothing
/// happened at all; never a half. `BAZAAR_TEST_KILL_AT` makes the shipped code kill itself at
/// the point it names.
struct CrashConsistencyTests {
    /// The two worlds a payment may leave.
    enum World: String, CustomStringConvertible {
        case placed, nothingHappened
        var description: String { rawValue }
    }

    /// A state directory with 2 × Tieguanyin Oolong (item 3, stock 20) in the cart and Alice logged in.
    private func shopWithACart() async throws -> Bazaar {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        return bazaar
    }

    /// A state directory where the pay command was killed at `point` after `shopWithACart`: a copy
    /// of the one `KilledPayments` made for that point; expects it killed.
    private func shopWithAPaymentKilled(at point: String) async throws -> Bazaar {
        let bazaar = try Bazaar()
        let killed = try await KilledPayments.shared.copy(killedAt: point, into: bazaar.stateDirectory)
        #expect(killed.signal == SIGKILL, "killed at \(point): \(killed)")
        return bazaar
    }

    /// What the app shows now, through its pages: the user's orders, the cart's quantity of
    /// item 3, the stock of item 3; and what standard error said while opening them.
    private func shown(_ bazaar: Bazaar) async throws -> (orders: Int, inCart: Int, stock: String, errors: String) {
        let orders = try await bazaar.openJSON(["bazaar://order/list"])
        let cart = try await bazaar.openJSON(["bazaar://cart"])
        let detail = try await bazaar.openJSON(["bazaar://goods/detail/3"])
        let inCart = Bazaar.records(of: cart.page).first { $0["id"] == "3" }.flatMap { Int($0["quantity"] ?? "") }
        return (
            Bazaar.records(of: orders.page).count, inCart ?? 0, fieldText(detail.page, "stock"),
            orders.result.standardError + cart.result.standardError + detail.result.standardError
        )
    }

    /// The text of the field `key` of a JSON page.
    private func fieldText(_ page: [String: Any], _ key: String) -> String {
        for section in page["sections"] as? [[String: Any]] ?? [] {
            for item in section["items"] as? [[String: Any]] ?? [] {
                if let field = item["field"] as? [String: Any], field["key"] as? String == key {
                    return field["text"] as? String ?? ""
                }
            }
        }
        return ""
    }

    /// Expects `world` as the app shows it.
    private func expectWorld(_ world: World, _ bazaar: Bazaar, after point: String) async throws {
        let now = try await shown(bazaar)
        switch world {
        case .placed:
            #expect(now.orders == 1 && now.inCart == 0 && now.stock == "18", "after \(point): \(now)")
        case .nothingHappened:
            #expect(now.orders == 0 && now.inCart == 2 && now.stock == "20", "after \(point): \(now)")
        }
        #expect(now.errors.isEmpty, "recovered once, before: \(now.errors)")
    }

    @Test(
        arguments: [
            ("write:payments.json", World.nothingHappened), ("pay:logged", .nothingHappened),
            ("write:cart.json", .nothingHappened), ("pay:taken", .nothingHappened),
            ("write:goods-stock.json", .nothingHappened), ("pay:reserved", .nothingHappened),
            ("write:orders.json", .nothingHappened), ("pay:saved", .placed), ("pay:settled", .placed),
        ])
    func aPaymentKilledAtAnyStepLeavesOneOfTwoWorlds(point: String, world: World) async throws {
        let bazaar = try await shopWithAPaymentKilled(at: point)
        let first = try await bazaar.run(["open", "bazaar://home"])
        #expect(first.exitCode == 0, "\(first)")
        // One line says what was done, unless the kill came before the payment was logged.
        let lines = first.standardError.split(separator: "\n")
        #expect(lines.count == (point == "write:payments.json" ? 0 : 1), "\(first)")
        #expect(lines.allSatisfy { $0.hasPrefix("bazaar: A payment cut short was ") }, "\(first)")
        try await expectWorld(world, bazaar, after: point)
        // The shop goes on: paying again places exactly one order for those lines.
        if world == .nothingHappened {
            let paid = try await bazaar.run([], input: "open bazaar://cart\n5\n2\nquit\n")
            #expect(paid.exitCode == 0 && paid.standardOutput.contains("Order 1001 placed"), "\(paid)")
            try await expectWorld(.placed, bazaar, after: "paying again")
        }
    }

    @Test(arguments: ["en", "zh-Hans"])
    func theRecoverySaysWhatItDidInOneLineInTheUsersLanguage(language: String) async throws {
        let expected: [String: (undone: String, completed: String)] = [
            "en": (
                "bazaar: A payment cut short was undone: nothing was ordered, 2 items are back in the cart and in stock.\n",
                "bazaar: A payment cut short was completed: order 1001 (2 items) is placed and its lines are out of the cart.\n"
            ),
            "zh-Hans": (
                "bazaar: 一笔中断的支付已撤销：未生成订单，2 件商品已放回购物车和库存。\n",
                "bazaar: 一笔中断的支付已完成：订单 1001（2 件商品）已生成，商品已从购物车移出。\n"
            ),
        ]
        for (point, undone) in [("pay:reserved", true), ("pay:saved", false)] {
            let bazaar = try await shopWithAPaymentKilled(at: point)
            let result = try await bazaar.run(["open", "bazaar://cart"], environment: ["BAZAAR_LANG": language])
            #expect(result.exitCode == 0)
            let line = try #require(expected[language])
            #expect(result.standardError == (undone ? line.undone : line.completed), "\(result)")
            if language == "zh-Hans" {
                #expect(englishWords(in: result.standardError, besides: ["bazaar"]).isEmpty, "\(result)")
            }
        }
    }

    @Test(
        arguments: [
            ("pay:reserved", "recover:released", World.nothingHappened),
            ("pay:reserved", "write:goods-stock.json", .nothingHappened),
            ("pay:reserved", "write:cart.json", .nothingHappened),
            ("pay:taken", "write:payments.json", .nothingHappened),
            ("pay:saved", "recover:cartSettled", .placed), ("pay:saved", "write:goods-stock.json", .placed),
            ("pay:saved", "write:payments.json", .placed),
        ])
    func aRecoveryKilledHalfwayIsFinishedByTheNextAndNothingIsDoneTwice(
        payPoint: String, recoveryPoint: String, world: World
    ) async throws {
        let bazaar = try await shopWithAPaymentKilled(at: payPoint)
        let killed = try await bazaar.launch(
            ["open", "bazaar://cart"], environment: ["BAZAAR_TEST_KILL_AT": recoveryPoint])
        #expect(killed.signal == SIGKILL, "recovery killed at \(recoveryPoint): \(killed)")
        let next = try await bazaar.run(["open", "bazaar://home"])
        #expect(next.exitCode == 0, "\(next)")
        #expect(next.standardError.split(separator: "\n").count == 1, "\(next)")
        try await expectWorld(world, bazaar, after: "\(payPoint), then \(recoveryPoint)")
    }

    @Test func twoPayersAndACrashPlaceAtMostOneOrder() async throws {
        for point in ["pay:reserved", "pay:saved"] {
            let bazaar = try await shopWithACart()
            let killed = try await InteractiveSession(
                bazaar, environment: ["BAZAAR_TEST_KILL_AT": point], launched: true)
            let other = try await InteractiveSession(bazaar, launched: true)
            for session in [killed, other] {
                try await session.send("open bazaar://cart")
                try await session.follow("Checkout")
            }
            await #expect(throws: (any Error).self) { try await killed.follow("Pay") }
            #expect(await killed.waitForEnd() == (true, SIGKILL))
            // The other terminal finds the lines held by the dead payment: it places nothing.
            let refused = try await other.follow("Pay")
            #expect(refused.contains("nothing was paid"), "\(refused)")
            #expect(try await other.quit().exitCode == 5)
            try await expectRecovered(bazaar)
            try await expectWorld(point == "pay:saved" ? .placed : .nothingHappened, bazaar, after: point)
        }
    }

    /// Runs the next command, which recovers, and expects it to succeed.
    private func expectRecovered(_ bazaar: Bazaar) async throws {
        let result = try await bazaar.run(["open", "bazaar://home"])
        #expect(result.exitCode == 0 && result.standardError.split(separator: "\n").count == 1, "\(result)")
    }

    @Test func theTemporaryFileOfAKilledWriteIsRemovedByTheNextWriteOfItsDocument() async throws {
        let bazaar = try await shopWithAPaymentKilled(at: "write:orders.json")
        let leftovers = {
            try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
                .filter { $0.hasPrefix(".orders.json.") && $0.hasSuffix(".tmp") }
        }
        #expect(try leftovers().count == 1, "the kill left the order's temporary file")
        try await expectRecovered(bazaar)
        let paid = try await bazaar.run([], input: "open bazaar://cart\n5\n2\nquit\n")
        #expect(paid.exitCode == 0, "\(paid)")
        #expect(try leftovers().isEmpty, "the next write of orders removed it")
        let files = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
        #expect(files.contains(".orders.lock") && files.contains(".paying.lock"), "lock files stay: \(files)")
        #expect(files.allSatisfy { !$0.hasSuffix(".tmp") }, "\(files)")
    }

    /// `shell Cart` on the state directory of a killed payment: the shell finishes it first
    /// through the real modules (one line on standard error) and shows one of the two worlds;
    /// `CartShell`, which cannot finish it, refuses before that (exit 1, naming the folder) and
    /// works once it is finished.
    @Test(arguments: [("pay:taken", World.nothingHappened), ("pay:saved", .placed)])
    func theShellFinishesAKilledPaymentAndAnXShellRefusesToShowHalfOfIt(point: String, world: World) async throws {
        let bazaar = try await shopWithAPaymentKilled(at: point)
        let cart = ["--state-dir", bazaar.stateDirectory.path, "open", "bazaar://cart", "--json"]
        let refused = try await bazaar.run(cart, program: "CartShell")
        #expect(refused.exitCode == 1, "\(refused)")
        #expect(
            refused.standardError.hasPrefix(
                "CartShell: the state folder '\(bazaar.stateDirectory.path)' holds a payment")
                && refused.standardError.split(separator: "\n").count == 1, "\(refused)")
        let shell = try await bazaar.run(["Cart"] + cart, program: "shell")
        #expect(shell.exitCode == 0, "\(shell)")
        let verb = world == .placed ? "completed" : "undone"
        #expect(shell.standardError.hasPrefix("shell: A payment cut short was \(verb)"), "\(shell)")
        #expect(shell.standardError.split(separator: "\n").count == 1, "\(shell)")
        let page = try JSONSerialization.jsonObject(with: Data(shell.standardOutput.utf8)) as? [String: Any] ?? [:]
        let inCart = Bazaar.records(of: page).first { $0["id"] == "3" }?["quantity"]
        #expect(inCart == (world == .placed ? nil : "2"), "\(shell)")
        let accepted = try await bazaar.run(cart, program: "CartShell")
        #expect(accepted.exitCode == 0 && accepted.standardError.isEmpty, "\(accepted)")
        try await expectWorld(world, bazaar, after: "\(point), then shell")
    }

    /// The killed payment's log, as `payments.json` holds it.
    private func logEntries(_ bazaar: Bazaar) throws -> [[String: Any]] {
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: bazaar.file("payments.json")))
        return (log as? [String: Any])?["payments"] as? [[String: Any]] ?? []
    }

    /// A log that is not one (not JSON, an id twice, more payments than can be under way) is set
    /// aside with a warning naming it, and the payment it named is still finished, found by the
    /// holds the cart and the stock keep for it: nothing is lost or taken twice.
    @Test(arguments: [
        ("garbage", "pay:reserved", World.nothingHappened), ("repeated", "pay:saved", .placed),
        ("huge", "pay:taken", .nothingHappened),
    ])
    func aHostileLogIsSetAsideAndThePaymentItNamedIsStillFinished(log: String, point: String, world: World) async throws
    {
        let bazaar = try await shopWithAPaymentKilled(at: point)
        let entries = try logEntries(bazaar)
        #expect(entries.count == 1)
        let filler = (0..<1001).map { ["id": "f\($0)", "userID": "mallory", "itemCount": 1] as [String: Any] }
        let hostile: Data =
            switch log {
            case "garbage": Data("{\"payments\": [{\"id\": ".utf8)
            case "repeated": try JSONSerialization.data(withJSONObject: ["payments": entries + entries])
            default: try JSONSerialization.data(withJSONObject: ["payments": entries + filler])
            }
        try hostile.write(to: bazaar.file("payments.json"))
        let next = try await bazaar.run(["open", "bazaar://home"])
        #expect(next.exitCode == 0, "\(next)")
        let lines = next.standardError.split(separator: "\n")
        #expect(
            lines.count == 2 && lines[0].contains("payments.json") && lines[0].contains("payments.corrupt-"), "\(next)")
        #expect(lines.last?.hasPrefix("bazaar: A payment cut short was ") == true, "\(next)")
        try await expectWorld(world, bazaar, after: "\(point), then a \(log) log")
    }

    /// A log entry whose payment holds nothing (its holds were finished, or never taken) is
    /// cleared with a line saying it held nothing: no count from the log is taken for granted.
    @Test func aLoggedPaymentThatHoldsNothingIsClearedAndChangesNothing() async throws {
        let bazaar = try await shopWithACart()
        let log = #"{"payments": [{"id": "feed", "userID": "alice", "itemCount": 50}]}"#
        try Data(log.utf8).write(to: bazaar.file("payments.json"))
        let next = try await bazaar.run(["open", "bazaar://home"])
        #expect(
            next.standardError
                == "bazaar: A payment cut short was cleared: nothing was ordered, and it held nothing in the cart or the stock.\n",
            "\(next)")
        #expect(try logEntries(bazaar).isEmpty)
        try await expectWorld(.nothingHappened, bazaar, after: "a payment that held nothing")
    }

    /// A folder in place of the log is a read error: commands fail naming it and change nothing,
    /// and once it is gone the killed payment is finished as ever.
    @Test func aFolderInPlaceOfTheLogFailsNamingItAndKeepsTheCart() async throws {
        let bazaar = try await shopWithAPaymentKilled(at: "pay:reserved")
        let log = bazaar.file("payments.json")
        let saved = try Data(contentsOf: log)
        try FileManager.default.removeItem(at: log)
        try FileManager.default.createDirectory(at: log, withIntermediateDirectories: false)
        for program in ["bazaar", "shell"] {
            let refused = try await bazaar.run(
                (program == "shell" ? ["Cart", "--state-dir", bazaar.stateDirectory.path] : []) + [
                    "open", "bazaar://cart",
                ],
                program: program)
            #expect(refused.exitCode == 1 && refused.standardError.contains("payments.json"), "\(refused)")
        }
        try FileManager.default.removeItem(at: log)
        try saved.write(to: log)
        try await expectRecovered(bazaar)
        try await expectWorld(.nothingHappened, bazaar, after: "a folder in place of the log")
    }

    /// A payment killed while a session that was already running logs its payer out (that session
    /// does not recover): the next command undoes it into the payer's saved cart, not into the
    /// cart of whoever comes next, and the payer gets the lines back at their next log-in.
    @Test func thePayersLinesGoBackToTheirSavedCartWhenTheyLoggedOutMeanwhile() async throws {
        let bazaar = try await shopWithACart()
        let running = try await InteractiveSession(bazaar)
        // The payment killed meanwhile in another process: the state it left, as KilledPayments made it.
        let killed = try await KilledPayments.shared.copy(killedAt: "pay:reserved", into: bazaar.stateDirectory)
        #expect(killed.signal == SIGKILL, "killed at pay:reserved: \(killed)")
        _ = try await running.send("open bazaar://account/logout")
        _ = try await running.send("1")
        #expect(try await running.quit().exitCode == 0)
        let guest = try await bazaar.openJSON(["bazaar://cart"])
        #expect(guest.result.standardError.hasPrefix("bazaar: A payment cut short was undone"), "\(guest.result)")
        #expect(Bazaar.records(of: guest.page).isEmpty, "the guest's cart holds none of Alice's lines")
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        try await expectWorld(.nothingHappened, bazaar, after: "a logout meanwhile")
    }
}
