import Foundation
import TestSupport

/// State directories left by a payment killed (SIGKILL) at a kill point, each made once per run by
/// the built `bazaar` and copied for every test that starts from it: the kill is what only a
/// process shows, and the files it leaves are the same whichever test asks.
actor KilledPayments {
    static let shared = KilledPayments()

    /// The pay command killed: the cart, checkout, pay, quit.
    private static let payInput = "open bazaar://cart\n5\n2\nquit\n"

    /// Each kill point's state directory and what the killed run printed and how it ended.
    private var made: [String: Task<(folder: URL, killed: ExecutableResult), any Error>] = [:]

    /// Fills `directory` (a state directory, new or holding the same shop before the kill) with what
    /// a payment killed at `point` left: 2 × item 3 in Alice's cart, Alice logged in, then the pay
    /// command killed there; a file of the same name is replaced. Answers the killed run's result.
    func copy(killedAt point: String, into directory: URL) async throws -> ExecutableResult {
        let task =
            made[point]
            ?? Task {
                try await LaunchLog.$fixture.withValue("KilledPayments") {
                    try await Self.make(killedAt: point)
                }
            }
        made[point] = task
        let (folder, killed) = try await task.value
        let files = FileManager.default
        for name in try files.contentsOfDirectory(atPath: folder.path) {
            let target = directory.appendingPathComponent(name)
            if files.fileExists(atPath: target.path) { try files.removeItem(at: target) }
            try files.copyItem(at: folder.appendingPathComponent(name), to: target)
        }
        return killed
    }

    private static func make(killedAt point: String) async throws -> (folder: URL, killed: ExecutableResult) {
        let bazaar = try Bazaar()
        let added = try await bazaar.run(["open", "bazaar://cart/add?id=3&qty=2"])
        let loggedIn = try await bazaar.logIn("alice")
        guard added.exitCode == 0, loggedIn.exitCode == 0 else {
            throw TestSupportError("the shop could not be set up before the kill at \(point): \(added) \(loggedIn)")
        }
        let killed = try await bazaar.launch(
            [], input: payInput, environment: ["BAZAAR_TEST_KILL_AT": point])
        return (bazaar.stateDirectory, killed)
    }
}
