import Foundation
import MediatorRuntime
import Testing

struct PageConfirmationTests {
    struct Delete: Route {
        static let pattern = "things/delete"
        static let isNativeOnly = true
        static let summary: RouteSummary = "delete"
    }

    @Test func onlyTheExactAnswerConfirms() {
        let confirmation = PageConfirmation(prompt: "Type alice to delete:", answer: "alice")
        #expect(confirmation.isConfirmed(by: "alice"))
        #expect(confirmation.isConfirmed(by: "  alice\t"))
        #expect(!confirmation.isConfirmed(by: "Alice"))
        #expect(!confirmation.isConfirmed(by: "alice bob"))
        #expect(!confirmation.isConfirmed(by: ""))
        #expect(!PageConfirmation(prompt: "?", answer: "").isConfirmed(by: ""), "an empty answer never confirms")
    }

    @Test func aLinkCarriesItAndEncodesIt() throws {
        let confirmation = PageConfirmation(prompt: "Type alice to delete:", answer: "alice")
        let link = PageLink("Delete", to: Delete(), confirmation: confirmation)
        #expect(link.confirmation == confirmation)
        #expect(PageLink("Delete", to: Delete()).confirmation == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(link), as: UTF8.self)
        #expect(json.contains(#""confirmation":{"answer":"alice","prompt":"Type alice to delete:"}"#), "\(json)")
        let plain = String(decoding: try encoder.encode(PageLink("Delete", to: Delete())), as: UTF8.self)
        #expect(!plain.contains("confirmation"))
    }
}
