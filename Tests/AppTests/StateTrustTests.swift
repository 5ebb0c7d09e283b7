import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// State files edited by hand, unreadable, or held by another `bazaar`: a clear line, never a
/// crash, never state that looks empty, nothing lost.
struct StateTrustTests {
    @Test(
        arguments: [
            (
                "cart.json",
                #"{"lines":[{"goodsID":3,"quantity":9223372036854775807},{"goodsID":4,"quantity":9223372036854775807}]}"#,
                "lines[0].quantity is 9223372036854775807, expected 1 to 99"
            ),
            ("cart.json", #"{"lines":[{"goodsID":3,"quantity":-5}]}"#, "lines[0].quantity is -5, expected 1 to 99"),
            ("cart.json", #"{"lines":[{"goodsID":3,"quantity":0}]}"#, "lines[0].quantity is 0, expected 1 to 99"),
            (
                "cart.json", #"{"lines":[{"goodsID":0,"quantity":1}]}"#,
                "lines[0].goodsID is 0, expected 1 or more"
            ),
            (
                "cart.json", #"{"lines":[{"goodsID":3,"quantity":1},{"goodsID":3,"quantity":2}]}"#,
                "lines[1].goodsID is 3, which appears before; expected unique"
            ),
            ("cart.json", #"{"lines":[{"goodsID":3,"quantity":"2"}]}"#, "expected a number at lines[0].quantity"),
            ("cart.json", #"{"lines":[{"goodsID":3,"quantity":1e30}]}"#, "not valid JSON"),
            (
                "cart.json", #"{"revision":2,"lines":[{"goodsID":3,"quantity":1,"revision":7}]}"#,
                "lines[0].revision is 7, expected 0 to 2"
            ),
            ("goods-stock.json", #"{"3": -4}"#, "3 is -4, expected 0 to 1000000000"),
            ("goods-stock.json", #"{"3": 9223372036854775807}"#, "3 is 9223372036854775807, expected 0 to 1000000000"),
            ("goods-stock.json", #"{"tea": 4}"#, "invalid value at tea"),
            ("goods-stock.json", #"[1, 2]"#, "expected an object at top level"),
            ("session.json", #"{"userID": ""}"#, "userID has 0 characters, expected 1 to 100"),
            ("session.json", #"{"userID": 5}"#, "expected a string at userID"),
            ("orders.json", #"{"nextID": 0, "orders": []}"#, "nextID is 0, expected 1001 or more"),
            (
                "orders.json",
                #"{"nextID":1002,"orders":[{"id":1001,"userID":"alice","lines":[{"goodsID":3,"name":"Tea","quantity":9223372036854775807,"unitPriceMinorUnits":4500}],"totalMinorUnits":1,"placedAt":0}]}"#,
                "orders[0].lines[0].quantity is 9223372036854775807, expected 1 to 999"
            ),
            (
                "orders.json",
                #"{"nextID":1002,"orders":[{"id":1001,"userID":"alice","lines":[{"goodsID":3,"name":"Tea","quantity":2,"unitPriceMinorUnits":4500}],"totalMinorUnits":-1,"placedAt":0}]}"#,
                "orders[0].totalMinorUnits is -1, expected 9000"
            ),
            (
                "orders.json",
                #"{"nextID":1003,"orders":[{"id":1001,"userID":"alice","lines":[],"totalMinorUnits":0,"placedAt":0}]}"#,
                "orders[0].lines is empty, expected not empty"
            ),
            (
                "orders.json",
                #"{"nextID":1002,"orders":[{"id":1001,"userID":"alice","lines":[{"goodsID":3,"name":"Tea","quantity":1,"unitPriceMinorUnits":4500}],"totalMinorUnits":4500,"placedAt":1e300}]}"#,
                "orders[0].placedAt is 1e+300, expected 0 to 253402300799"
            ),
            (
                "orders.json",
                #"{"nextID":1001,"orders":[{"id":1001,"userID":"alice","lines":[{"goodsID":3,"name":"Tea","quantity":1,"unitPriceMinorUnits":4500}],"totalMinorUnits":4500,"placedAt":0}]}"#,
                "orders has 1 entry, expected at most 0"
            ),
        ] as [(String, String, String)])
    func aHostileStateFileIsSetAsideNamingTheRule(file: String, content: String, reason: String) async throws {
        let bazaar = try Bazaar()
        if file == "orders.json" || file == "session.json" {
            #expect(try await bazaar.logIn("alice").exitCode == 0)
        }
        try Data(content.utf8).write(to: bazaar.file(file))
        let urls = ["bazaar://account/login/alice", "bazaar://cart/add?id=3", "bazaar://order/list", "bazaar://home"]
        let result = try await bazaar.run(["open"] + urls)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.signal == nil)
        #expect(
            result.standardError.contains("warning: state file \(bazaar.file(file).path) is not a valid"), "\(result)")
        #expect(result.standardError.contains(reason), "\(result)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: bazaar.stateDirectory.path)
            .filter { $0.hasPrefix(file.dropLast(5) + ".corrupt-") }
        #expect(kept.count == 1)
        #expect(try kept.first.map { try String(contentsOf: bazaar.file($0), encoding: .utf8) } == content)
        // Set aside once: the next run hears nothing.
        #expect(try await bazaar.run(["open", "bazaar://home"]).standardError.isEmpty)
    }

    @Test func orderNumbersAtTheirLimitRefuseToPayAndLoseNothing() async throws {
        let bazaar = try Bazaar()
        let book = #"{"nextID": 9223372036854775807, "orders": []}"# + "\n"
        try Data(book.utf8).write(to: bazaar.file("orders.json"))
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"]).exitCode == 0)
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let session = try await InteractiveSession(bazaar)
        try await session.send("open bazaar://cart")
        try await session.follow("Checkout")
        let refused = try await session.follow("Pay")
        #expect(
            refused.contains("no order number is left after 9223372036854775807; nothing was ordered"), "\(refused)")
        // A piped session ends with the code of its last failure: the payment that failed (1).
        #expect(try await session.quit().exitCode == 1)
        #expect(try String(contentsOf: bazaar.file("orders.json"), encoding: .utf8) == book)
        #expect(try bazaar.stock()["3"] == 20)
        #expect(Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page).first?["quantity"] == "2")
    }

    @Test(arguments: ["cart.json", "session.json", "goods-stock.json", "orders.json"])
    func aStateDocumentThatCannotBeReadFailsNamingIt(file: String) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        // A folder in the document's place cannot be read, whoever runs the test (root reads any file).
        let path = bazaar.file(file)
        try? FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        for arguments in [["open", "bazaar://cart"], ["open", "bazaar://home"], []] {
            let result = try await bazaar.run(arguments, input: "quit\n")
            #expect(result.exitCode == 1, "\(arguments): \(result)")
            #expect(result.standardError == "bazaar: cannot read state file \(path.path): Is a directory\n")
            #expect(!result.standardOutput.contains("empty"), "never shown as empty state: \(result)")
        }
    }

    @Test(
        arguments: [
            ("cart.json", "open bazaar://cart"), ("goods-stock.json", "open bazaar://goods/list"),
            ("goods-stock.json", "open bazaar://goods/detail/3"), ("session.json", "open bazaar://account"),
            ("orders.json", "open bazaar://order/list"),
        ])
    func aDocumentUnreadableDuringASessionIsNamedNotShownEmpty(file: String, command: String) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        let session = try await InteractiveSession(bazaar)
        let path = bazaar.file(file)
        try? FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        let answer = try await session.send(command)
        #expect(answer.contains("cannot read state file \(path.path): Is a directory"), "\(answer)")
        #expect(!answer.contains("empty") && !answer.contains("In stock: 0"), "\(answer)")
    }

    @Test(arguments: ["home", "back", "open bazaar://order/list", "open bazaar://order/detail/1001"])
    func aSessionUnreadableDuringASessionIsNamedNotShownAsAGuest(command: String) async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.logIn("alice").exitCode == 0)
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        let session = try await InteractiveSession(bazaar)
        _ = try await session.send("open bazaar://goods/list")
        let path = bazaar.file("session.json")
        try FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        let answer = try await session.send(command)
        #expect(answer.contains("cannot read state file \(path.path): Is a directory"), "\(answer)")
        #expect(!answer.contains("Log in to see your orders"), "not shown as a guest: \(answer)")
    }

    @Test func goodsPagesDrawnAgainAfterTheStockBecameUnreadableNameItNotStockZero() async throws {
        let bazaar = try Bazaar()
        let session = try await InteractiveSession(bazaar)
        _ = try await session.send("open bazaar://goods/list bazaar://goods/detail/3 bazaar://cart")
        let path = bazaar.file("goods-stock.json")
        try? FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        for expectedTitle in ["Tieguanyin Oolong", "Catalogue"] {
            let answer = try await session.send("back")
            #expect(answer.contains(expectedTitle), "\(answer)")
            #expect(answer.contains("cannot read state file \(path.path): Is a directory"), "\(answer)")
            #expect(!answer.contains("In stock") && !answer.contains("Out of stock"), "\(answer)")
        }
    }

    @Test func aStateFileWithoutReadPermissionFailsNamingIt() async throws {
        // root reads any file whatever its mode, so only another user can see this case; the
        // folder case above covers unreadable documents for root too.
        guard geteuid() != 0 else { return }
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        let path = bazaar.file("cart.json").path
        #expect(chmod(path, 0) == 0)
        defer { chmod(path, 0o600) }
        let result = try await bazaar.run(["open", "bazaar://cart"])
        #expect(result.exitCode == 1)
        #expect(result.standardError == "bazaar: cannot read state file \(path): Permission denied\n")
    }

    @Test func aLockHeldByAnotherProcessIsAnnouncedThenGivesUpNamingTheDocument() async throws {
        let bazaar = try Bazaar()
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0)
        let before = try Data(contentsOf: bazaar.file("cart.json"))
        let lock = open(bazaar.file(".cart.lock").path, O_RDWR | O_CREAT, 0o600)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        let held = try await bazaar.run(
            ["open", "bazaar://cart/add?id=3"], environment: ["BAZAAR_LOCK_TIMEOUT": "1.5"])
        close(lock)
        #expect(held.exitCode == 1, "\(held)")
        let lines = held.standardError.split(separator: "\n").map(String.init)
        let path = bazaar.file("cart.json").path
        #expect(lines.count == 2, "\(held)")
        #expect(
            lines.first
                == "bazaar: waiting for another bazaar that holds state document 'cart' (\(path)); "
                + "giving up after 1.5 s (BAZAAR_LOCK_TIMEOUT)")
        #expect(
            lines.last?.contains("state file \(path) is held by another process: gave up waiting after 1.5 s") == true)
        #expect(try Data(contentsOf: bazaar.file("cart.json")) == before, "nothing is half-written")
        #expect(try await bazaar.run(["open", "bazaar://cart/add?id=3"]).exitCode == 0, "free again once released")
    }

    @Test func aHeldStockLockIsNeverTakenForNoStock() async throws {
        let bazaar = try Bazaar()
        let lock = open(bazaar.file(".goods-stock.lock").path, O_RDWR | O_CREAT, 0o600)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        defer { close(lock) }
        let result = try await bazaar.run(
            ["open", "bazaar://cart/add?id=3"], environment: ["BAZAAR_LOCK_TIMEOUT": "0.3"])
        #expect(result.exitCode == 1, "\(result)")
        #expect(
            result.standardError.contains(
                "state file \(bazaar.file("goods-stock.json").path) is held by another process"))
        #expect(!result.standardError.contains("available"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: bazaar.file("cart.json").path))
    }

    @Test(arguments: [["routes"], ["services", "--json"], ["modules"], ["events"], ["--version"], ["help", "open"]])
    func aLockTimeoutIsJudgedOnlyWhereStateIsUsed(arguments: [String]) async throws {
        let result = try await Bazaar().run(arguments, environment: ["BAZAAR_LOCK_TIMEOUT": "abc"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError.isEmpty, "\(result)")
        let session = try await Bazaar().run([], input: "quit\n", environment: ["BAZAAR_LOCK_TIMEOUT": "abc"])
        #expect(session.exitCode == 2, "a session uses state: \(session)")
    }

    @Test(arguments: ["soon", "-1", "nan", "1e9", ""])
    func aLockTimeoutThatIsNotSecondsIsAUsageError(value: String) async throws {
        let result = try await Bazaar().run(["open", "bazaar://home"], environment: ["BAZAAR_LOCK_TIMEOUT": value])
        if value.isEmpty {
            #expect(result.exitCode == 0, "an empty variable is the default")
        } else {
            #expect(result.exitCode == 2, "\(result)")
            #expect(
                result.standardError
                    == "bazaar: BAZAAR_LOCK_TIMEOUT is '\(value)'; give a number of seconds from 0 to 3600, such as 10\n"
            )
        }
    }
}
