import Foundation
import TestSupport
import Testing

/// Several `bazaar` processes at once share one state directory without losing an update.
struct ConcurrencyTests {
    @Test func concurrentDeepLinksToTheCartLoseNoUpdate() async throws {
        let bazaar = try Bazaar()
        // Processes, not in-process runs: the state's locks are held between processes. Each opens
        // the link twice, two updates of the cart each under its lock (Reference/State.md), so
        // eight processes race sixteen updates.
        let processes = 8
        let linksEach = 2
        let add = "bazaar://cart/add?id=5&qty=1"
        let exitCodes = await withTaskGroup(of: Int32.self) { group in
            for _ in 0..<processes {
                group.addTask {
                    (try? await bazaar.launch(["open"] + Array(repeating: add, count: linksEach)))?.exitCode ?? -1
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(exitCodes == Array(repeating: 0, count: processes))
        let lines = Bazaar.records(of: try await bazaar.openJSON(["bazaar://cart"]).page)
        #expect(lines.first?["quantity"] == "\(processes * linksEach)")
    }
}
