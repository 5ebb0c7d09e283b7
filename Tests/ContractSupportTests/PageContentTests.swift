import ContractSupport
import Foundation
import Testing

@Suite struct PageContentTests {
    private struct CartLine: Route {
        static let pattern = "cart/line/:id"
        var id: Int
    }

    @Test func contentListsItsLinksInReadingOrder() async {
        let content = PageContent(
            title: "Cart",
            sections: [
                PageSection(items: [.text("Two items"), .link(PageLink("First", to: CartLine(id: 1)))]),
                PageSection(
                    heading: "Lines",
                    items: [
                        .record(PageRecord(title: "Shoes", fields: [], link: PageLink("Second", to: CartLine(id: 2)))),
                        .record(PageRecord(title: "No link", fields: [])),
                        .field(PageField(key: "total", label: "Total", value: "12.00", isNumeric: true)),
                    ]),
            ])
        #expect(content.links.map(\.title) == ["First", "Second"])
        #expect(content.links.map(\.path) == ["cart/line/1", "cart/line/2"])
    }

    @Test func encodesAsJSON() async throws {
        let content = PageContent(
            title: "Cart",
            sections: [
                PageSection(
                    heading: "Lines",
                    items: [
                        .text("hello"),
                        .field(PageField(key: "qty", label: "Quantity", value: "2", isNumeric: true)),
                        .link(PageLink("Line", to: CartLine(id: 4))),
                        .record(PageRecord(title: "Shoes", fields: [])),
                    ])
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(content), as: UTF8.self)
        #expect(
            json == """
                {"sections":[{"heading":"Lines","items":[{"kind":"text","text":"hello"},\
                {"field":{"key":"qty","label":"Quantity","text":"2","value":"2"},"kind":"field"},\
                {"kind":"link","link":{"isNativeOnly":false,"path":"cart\\/line\\/4","title":"Line"}},\
                {"kind":"record","record":{"actions":[],"fields":[],"title":"Shoes"}}]}],"title":"Cart"}
                """)
    }

    @Test func aLinkIsItsFullURLWhenTheEncoderNamesTheScheme() async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[PageLink.schemeUserInfoKey] = "bazaar"
        let json = String(decoding: try encoder.encode(PageLink("Line", to: CartLine(id: 4))), as: UTF8.self)
        #expect(json == #"{"isNativeOnly":false,"title":"Line","url":"bazaar://cart/line/4"}"#)
    }

    @Test func typedFieldsEncodeNumbersMoneyAndTimesAsData() async throws {
        let fields = [
            PageField(key: "qty", label: "Quantity", integer: -3),
            PageField(key: "total", label: "Total", minorUnits: 1250, currency: "CNY", text: "¥12.50"),
            PageField(key: "at", label: "Placed", time: Date(timeIntervalSince1970: 90), text: "1 Jan"),
            PageField(key: "order", label: "Order", value: "1001", isNumeric: true),
            PageField(key: "lineTotal", label: "Line total", typed: .absent(text: "—"), isNumeric: true),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        let json = String(decoding: try encoder.encode(fields), as: UTF8.self)
        #expect(
            json == """
                [{"key":"qty","label":"Quantity","text":"-3","value":-3},\
                {"key":"total","label":"Total","text":"¥12.50","value":{"currency":"CNY","minorUnits":1250,"text":"¥12.50"}},\
                {"key":"at","label":"Placed","text":"1 Jan","value":90},\
                {"key":"order","label":"Order","text":"1001","value":"1001"},\
                {"key":"lineTotal","label":"Line total","text":"—","value":null}]
                """)
        #expect(fields.map(\.isNumeric) == [true, true, false, true, true])
        #expect(fields.map(\.value) == ["-3", "¥12.50", "1 Jan", "1001", "—"])
    }
}
