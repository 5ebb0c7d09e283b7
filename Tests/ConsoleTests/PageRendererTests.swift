import AllContracts
import Common
import Console
import Foundation
import Terminal
import Testing

struct PageRendererTests {
    struct Thing: Route {
        static let pattern = "things/:id"
        var id: Int
    }

    struct Change: Route {
        static let pattern = "things/:id/change"
        static let isNativeOnly = true
        var id: Int
    }

    let renderer = PageRenderer(
        mode: .plain, scheme: "bazaar",
        strings: StringTable(
            language: .english,
            entries: [
                .english: [
                    "table.link": "Link", "table.actions": "Actions", "link.inAppOnly": "(in-app only)",
                    "link.unavailable": "{title} ({reason})",
                ]
            ]))

    func record(_ id: Int, actions: [String]) -> PageItem {
        .record(
            PageRecord(
                title: "Thing \(id)",
                fields: [PageField(key: "id", label: "Item no.", value: "\(id)", isNumeric: true)],
                link: PageLink("Thing \(id)", to: Thing(id: id)),
                actions: actions.map { PageLink($0, to: Change(id: id)) }))
    }

    @Test func recordsWithActionsAreOneTableWithTheActionsAligned() async {
        let content = PageContent(
            title: "Things",
            sections: [
                PageSection(items: [
                    record(1, actions: ["+1", "−1", "Remove"]), record(22, actions: ["−1", "Remove"]),
                    .link(PageLink("Done", to: Change(id: 0))),
                ])
            ])
        #expect(
            renderer.render(content) == """
                Things
                ======
                  Link            Item no.  Actions
                  ----  --------  --------  --------------------------
                  [1]   Thing 1          1  [2] +1  [3] −1  [4] Remove
                  [5]   Thing 22        22          [6] −1  [7] Remove
                  [8] Done  (in-app only)

                """)
        #expect(content.links.map(\.title) == ["Thing 1", "+1", "−1", "Remove", "Thing 22", "−1", "Remove", "Done"])
    }

    @Test func actionsOutOfColumnOrderKeepTheNumbersOfTheLinks() async {
        let content = PageContent(
            title: "Things",
            sections: [PageSection(items: [record(1, actions: ["A", "B"]), record(2, actions: ["B", "A", "A"])])])
        let lines = renderer.render(content).split(separator: "\n").map(String.init)
        #expect(lines.contains("  [4]   Thing 2         2  [6] A  [7] A  [5] B"), "\(lines)")
        #expect(content.links.map(\.title) == ["Thing 1", "A", "B", "Thing 2", "B", "A", "A"])
    }

    @Test func theRendererSpeaksTheUsersLanguage() async {
        let chinese = PageRenderer(
            mode: .plain, scheme: "bazaar",
            strings: StringTable(
                language: .simplifiedChinese,
                entries: [.simplifiedChinese: ["table.link": "链接", "link.inAppOnly": "（仅限应用内）"]]))
        let text = chinese.render(
            PageContent(
                title: "东西",
                sections: [PageSection(items: [record(1, actions: []), .link(PageLink("付款", to: Change(id: 1)))])]))
        #expect(text.contains("链接"))
        #expect(text.contains("[2] 付款  （仅限应用内）"), "\(text)")
    }

    @Test func anUnavailableActionKeepsItsNumberAndSaysWhy() async throws {
        let full = PageRecord(
            title: "Thing 1", fields: [], link: PageLink("Thing 1", to: Thing(id: 1)),
            actions: [
                PageLink("+1", to: Change(id: 1)).unavailable(because: "none left"), PageLink("−1", to: Change(id: 1)),
                PageLink("Remove", to: Change(id: 1)).unavailable(because: nil),
            ])
        let content = PageContent(
            title: "Things",
            sections: [
                PageSection(items: [
                    .record(full), .link(PageLink("Buy", to: Thing(id: 1)).unavailable(because: "sold out")),
                ])
            ])
        #expect(
            renderer.render(content) == """
                Things
                ======
                  Link           Actions
                  ----  -------  --------------------------------------
                  [1]   Thing 1  [2] +1 (none left)  [3] −1  [4] Remove
                  [5] Buy (sold out)  bazaar://things/1

                """)
        #expect(content.links.map(\.unavailableReason) == [nil, "none left", nil, nil, "sold out"])
        let encoder = JSONEncoder()
        encoder.userInfo[PageLink.schemeUserInfoKey] = "bazaar"
        let json = try #require(
            String(data: try encoder.encode(content.links[1]), encoding: .utf8))
        #expect(json.contains(#""unavailable":"none left""#), "\(json)")
        #expect(!String(decoding: try encoder.encode(content.links[2]), as: UTF8.self).contains("unavailable"))
    }
}
