import AllContracts
import Dispatch
import Foundation
import TestSupport
import Testing

/// Several `bazaar` processes at once share one state directory without losing an update.
struct ConcurrencyTests {
    @Test func concurrentDeepLinksToTheCartLoseNoUpdate() async throws {
        let bazaar = try Bazaar()
        let processes = 16
        let exitCodes = LockedBox([Int32]())
        DispatchQueue.concurrentPerform(iterations: processes) { _ in
            let code = (try? bazaar.run(["open", "bazaar://cart/add?id=5&qty=1"]))?.exitCode ?? -1
            exitCodes.withLock { $0.append(code) }
        }
        #expect(exitCodes.withLock { $0 } == Array(repeating: 0, count: processes))
        let lines = Bazaar.records(of: try bazaar.openJSON(["bazaar://cart"]).page)
        #expect(lines.first?["quantity"] == "\(processes)")
    }
}
