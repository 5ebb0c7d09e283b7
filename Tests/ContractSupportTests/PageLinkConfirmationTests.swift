import ContractSupport
import Foundation
import Testing

struct PageLinkConfirmationTests {
    struct Delete: Route {
        static let pattern = "things/delete"
        static let isNativeOnly = true
        static let summary: RouteSummary = "delete"
    }

    @Test func onlyTheExactAnswerConfirms() async {
        let link = PageLink("Delete", to: Delete(), confirmation: (prompt: "Type alice to delete:", answer: "alice"))
        #expect(link.isConfirmed(by: "alice"))
        #expect(link.isConfirmed(by: "  alice\t"))
        #expect(!link.isConfirmed(by: "Alice"))
        #expect(!link.isConfirmed(by: "alice bob"))
        #expect(!link.isConfirmed(by: ""))
        let empty = PageLink("Delete", to: Delete(), confirmation: (prompt: "?", answer: ""))
        #expect(!empty.isConfirmed(by: ""), "an empty answer never confirms")
        #expect(!PageLink("Delete", to: Delete()).isConfirmed(by: ""), "a link that asks nothing is not confirmed")
    }

    @Test func aLinkCarriesItAndEncodesIt() async throws {
        let link = PageLink("Delete", to: Delete(), confirmation: (prompt: "Type alice to delete:", answer: "alice"))
        #expect(link.confirmation?.prompt == "Type alice to delete:")
        #expect(link.confirmation?.answer == "alice")
        #expect(PageLink("Delete", to: Delete()).confirmation == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(link), as: UTF8.self)
        #expect(json.contains(#""confirmation":{"answer":"alice","prompt":"Type alice to delete:"}"#), "\(json)")
        let plain = String(decoding: try encoder.encode(PageLink("Delete", to: Delete())), as: UTF8.self)
        #expect(!plain.contains("confirmation"))
    }
}
