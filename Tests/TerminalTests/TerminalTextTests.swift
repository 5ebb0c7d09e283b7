import Terminal
import Testing

struct TerminalTextTests {
    @Test func headingIsUnderlinedToItsDisplayWidth() {
        var text = TerminalText()
        text.heading("购物车 Cart")
        #expect(text.rendered == "购物车 Cart\n===========\n")
    }

    @Test func sectionsAreSeparatedByABlankLine() {
        var text = TerminalText()
        text.heading("Cart")
        text.section("Lines")
        #expect(text.lines == ["Cart", "====", "", "Lines", "-----"])
    }

    @Test func numberedLinksAlignTitlesAndTargets() {
        var text = TerminalText()
        text.link(NumberedLink(number: 3, title: "Goods detail", target: "bazaar://goods/detail/3"))
        #expect(text.rendered == "  [3] Goods detail  bazaar://goods/detail/3\n")

        var list = TerminalText()
        list.links([
            NumberedLink(number: 9, title: "商品", target: "bazaar://goods/list"),
            NumberedLink(number: 10, title: "Orders", target: "bazaar://order/list"),
            NumberedLink(number: 11, title: "Back"),
        ])
        #expect(
            list.lines == [
                "  [9]  商品    bazaar://goods/list",
                "  [10] Orders  bazaar://order/list",
                "  [11] Back",
            ])
    }

    @Test func fieldsAlignValuesAndContinueMultilineValues() {
        var text = TerminalText()
        text.fields([("Name", "Green tea"), ("价格", "¥12.50"), ("Note", "first\nsecond")])
        #expect(
            text.lines == [
                "  Name: Green tea",
                "  价格：¥12.50",
                "  Note: first",
                "        second",
            ])
    }

    @Test func aChineseLabelTakesAFullWidthColonAndTheValuesStillAlign() {
        var text = TerminalText()
        text.fields([("件数", "2"), ("总计", "¥90.00"), ("用户名", "alice"), ("id", "3")])
        #expect(text.lines == ["  件数：  2", "  总计：  ¥90.00", "  用户名：alice", "  id:     3"])
    }

    @Test func statusLinesCarryAMarkerWithoutColour() {
        var text = TerminalText()
        text.status("Added to cart", kind: .success)
        text.status("Only 2 left", kind: .warning)
        text.error("Unknown page")
        text.status("Welcome")
        #expect(text.lines == ["✓ Added to cart", "! Only 2 left", "✗ Unknown page", "Welcome"])
    }

    @Test func plainModeNeverEmitsEscapes() {
        var text = TerminalText(mode: .plain)
        text.heading("Cart")
        text.link(NumberedLink(number: 1, title: "Pay", target: "bazaar://order/pay"))
        text.error("failed")
        var table = TextTable(columns: [.init("Item")])
        table.append(["tea"])
        text.table(table)
        #expect(!text.rendered.contains("\u{1B}"))
    }

    @Test func ansiModeStylesHeadingsLinksAndErrors() {
        var text = TerminalText(mode: .ansi)
        text.heading("Cart")
        text.link(NumberedLink(number: 1, title: "Pay", target: "bazaar://order/pay"))
        text.error("failed")
        #expect(
            text.lines == [
                "\u{1B}[1mCart\u{1B}[0m",
                "====",
                "  \u{1B}[36m[1]\u{1B}[0m Pay  \u{1B}[2mbazaar://order/pay\u{1B}[0m",
                "\u{1B}[31m✗ failed\u{1B}[0m",
            ])
    }

    @Test func escapesAndControlCharactersInDataAreRemoved() {
        var text = TerminalText(mode: .plain)
        text.row("evil\u{1B}[2Jname\u{7}")
        text.text("one\r\ntwo\rthree")
        #expect(text.lines == ["  evil[2Jname", "one", "two", "three"])
    }

    @Test func nothingDrawnRendersNothing() {
        #expect(TerminalText().rendered == "")
    }
}
