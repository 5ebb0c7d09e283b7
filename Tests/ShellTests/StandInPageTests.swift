import AllContracts
import Common
import Foundation
import ShellKit
import StandIns
import TestSupport
import Testing

/// The stand-in page speaks the user's language: its words come from the shell's strings, the
/// route's summary from its contract, in English and in Simplified Chinese.
@Suite struct StandInPageTests {
    /// Every word a person reads on a page: title, headings, texts, field labels and values,
    /// record titles, link titles.
    private static func words(of content: PageContent) -> [String] {
        [content.title]
            + content.sections.flatMap { section in
                (section.heading.map { [$0] } ?? [])
                    + section.items.flatMap { item -> [String] in
                        switch item {
                        case .text(let text): [text]
                        case .field(let field): [field.label, field.value]
                        case .link(let link): [link.title]
                        case .record(let record): [record.title] + record.fields.flatMap { [$0.label, $0.value] }
                        }
                    }
            }
    }

    private static func checkout(
        _ language: Language, lines: [CheckoutLine], completion: Bool = false
    ) throws
        -> PageContent
    {
        StandInPage(
            route: OrderCheckout(lines: lines), module: "Order", hasCompletion: completion, back: CartShow(),
            backTitle: "Cart", strings: try ShellProgram.strings(language)
        ).content()
    }

    private static let lines = [
        CheckoutLine(goodsID: 901, name: "Sample Green Tea", quantity: 2, unitPrice: Money(minorUnits: 1250)),
        CheckoutLine(goodsID: 903, name: "Sample Tea Cup", quantity: 1, unitPrice: Money(minorUnits: 1500)),
    ]

    @Test func inEnglish() async throws {
        let words = Self.words(of: try Self.checkout(.english, lines: Self.lines, completion: true))
        for expected in [
            "Stand-in: Order · order/checkout",
            "Order is not part of this run: this stand-in page shows what the link asked of it.",
            "Route", "Pattern", "Module", "Route type", "Native only", "yes", "Summary",
            "review and pay the cart's lines (native only, payload [CheckoutLine])",
            "The caller waits on a completion; the stand-in never calls it.", "Parameters", "none", "Payload",
            "[CheckoutLine], 2 lines", "Item", "Name", "Quantity", "Unit price", "Amount", "Total", "¥40.00",
            "In a session, type back to return to the page that opened it.", "Back to Cart",
        ] {
            #expect(words.contains(expected), "\(expected) in \(words)")
        }
        let one = Self.words(of: try Self.checkout(.english, lines: [Self.lines[0]]))
        #expect(one.contains("[CheckoutLine], 1 line"), "\(one)")
    }

    @Test func inSimplifiedChinese() async throws {
        let words = Self.words(of: try Self.checkout(.simplifiedChinese, lines: Self.lines, completion: true))
        for expected in [
            "替身页：Order · order/checkout", "Order 模块不在本次运行中：本替身页显示该链接向它请求的内容。",
            "路由", "模式", "所属模块", "路由类型", "仅限原生", "是", "说明",
            "核对并支付购物车中的商品（仅限原生，载荷 [CheckoutLine]）", "调用方在等待完成回调；替身页从不调用它。",
            "参数", "无", "载荷", "[CheckoutLine]，共 2 行", "商品", "名称", "数量", "单价", "金额", "合计",
            "在会话中输入 back 可返回打开它的页面。", "返回 Cart",
        ] {
            #expect(words.contains(expected), "\(expected) in \(words)")
        }
        // Nothing English is left: once the names, the pattern, the URL, the route's type and
        // the command `back` are taken out, no Latin letter remains.
        let data = [
            "[CheckoutLine]", "Sample Green Tea", "Sample Tea Cup", "bazaar://order/checkout", "order/checkout",
            "OrderCheckout", "Order", "Cart", "back",
        ]
        for word in words {
            let rest = data.reduce(word) { $0.replacingOccurrences(of: $1, with: "") }
            #expect(!rest.contains { $0.isASCII && $0.isLetter }, "English in \(word)")
        }
    }

    @Test func anAbsentOptionalAndARouteWithoutPayloadSayNoneInTheLanguage() async throws {
        let strings = try ShellProgram.strings(.simplifiedChinese)
        let page = await StandInPage(
            route: GoodsList(category: nil), module: "Goods", hasCompletion: false, back: CartShow(), backTitle: "Cart",
            strings: strings
        ).content()
        let words = Self.words(of: page)
        #expect(words.contains("未提供"), "the absent category: \(words)")
        #expect(words.contains("否"), "not native-only: \(words)")
        #expect(words.contains("商品目录，可只看一个分类"), "\(words)")
        #expect(!words.contains("absent") && !words.contains("no"), "\(words)")
    }

    @Test(arguments: [(Language.english, "too large to compute"), (.simplifiedChinese, "数额过大，无法计算")])
    func aTotalTooLargeToComputeSaysSoInTheLanguage(language: Language, overflow: String) async throws {
        let huge = CheckoutLine(goodsID: 1, name: "Gold", quantity: 2, unitPrice: Money(minorUnits: Int.max))
        let words = Self.words(of: try Self.checkout(language, lines: [huge]))
        #expect(words.filter { $0 == overflow }.count == 2, "the amount and the total: \(words)")
    }

    @Test func theShellSessionShowsTheStandInPageInChinese() async throws {
        let shell = try ShellRunner()
        let result = try await shell(["Cart", "--lang", "zh-Hans", "open", "bazaar://order/list"])
        #expect(result.exitCode == 0, "\(result)")
        let page = result.standardOutput
        for expected in ["替身页：Order · order/list", "说明：", "已登录用户的订单", "参数", "载荷", "返回 Cart"] {
            #expect(page.contains(expected), "\(expected): \(result)")
        }
        for english in ["Stand-in", "Route:", "Summary", "Parameters", "none", "type back", "orders"] {
            #expect(!page.contains(english), "\(english): \(result)")
        }
    }

    @Test func theStandInsDataIsInTheSessionsLanguage() async throws {
        let shell = try ShellRunner()
        let chinese = try await shell(
            ["Order", "--start", "bazaar://order/checkout"], environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(chinese.exitCode == 0, "\(chinese)")
        for expected in ["付款人：演示顾客。", "示例绿茶", "示例茶杯"] {
            #expect(chinese.standardOutput.contains(expected), "\(expected): \(chinese)")
        }
        #expect(!chinese.standardOutput.contains("Sample") && !chinese.standardOutput.contains("Demo Shopper"))
        let english = try await shell(["Order", "--start", "bazaar://order/checkout"])
        #expect(english.standardOutput.contains("Sample Green Tea"), "\(english)")
        let soldOut = try await shell(
            ["Cart", "--sold-out", "open", "bazaar://cart/add?id=901"], environment: ["BAZAAR_LANG": "zh-Hans"])
        #expect(soldOut.exitCode == 5 && soldOut.standardError.contains("示例绿茶"), "\(soldOut)")
    }
}
