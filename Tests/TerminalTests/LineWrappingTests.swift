import Terminal
import Testing

struct LineWrappingTests {
    @Test func shortTextStaysOnOneLine() {
        #expect(LineWrapping.wrap("Cart is empty.", width: 40) == ["Cart is empty."])
        #expect(LineWrapping.wrap("", width: 10) == [""])
    }

    @Test func latinTextBreaksAtSpaces() {
        #expect(
            LineWrapping.wrap("Collect your spring coupons before they are gone.", width: 20) == [
                "Collect your spring", "coupons before they", "are gone.",
            ])
    }

    @Test func aWordWiderThanTheLineBreaksWhereItMust() {
        #expect(
            LineWrapping.wrap("see bazaar://goods/detail/3 now", width: 10) == [
                "see", "bazaar://g", "oods/detai", "l/3 now",
            ])
    }

    @Test func chineseBreaksBetweenCharactersByDisplayWidth() {
        let lines = LineWrapping.wrap("春茶已到快来选购吧", width: 8)
        #expect(lines == ["春茶已到", "快来选购", "吧"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
    }

    @Test func aClosingMarkNeverStartsALineItTakesTheCharacterBeforeItAlong() {
        // At 8 columns the comma would start the second line: "到" goes down with it.
        #expect(LineWrapping.wrap("春茶已到，快来选购吧", width: 8) == ["春茶已", "到，快来", "选购吧"])
        // The full stop at the end of a line exactly full.
        #expect(LineWrapping.wrap("购物车是空的。", width: 12) == ["购物车是空", "的。"])
        // Several closing marks in a row stay together with the character before them.
        #expect(LineWrapping.wrap("他说：“好了。”然后走了", width: 10) == ["他说：“好", "了。”然后", "走了"])
        for mark in "，。、；：？！）」』》】］｝〕" {
            let lines = LineWrapping.wrap("一二三四\(mark)五六", width: 8)
            #expect(lines == ["一二三", "四\(mark)五六"], "\(mark)")
        }
    }

    @Test func anOpeningMarkNeverEndsALineItGoesDownWithTheCharacterAfterIt() {
        #expect(LineWrapping.wrap("请查看【订单】页面", width: 8) == ["请查看", "【订单】", "页面"])
        for mark in "（「『《【［｛〔" {
            let lines = LineWrapping.wrap("一二三\(mark)四五六", width: 8)
            #expect(lines == ["一二三", "\(mark)四五六"], "\(mark)")
        }
    }

    /// From 6 columns, the widest character-and-marks group of the text ("件）。").
    @Test(arguments: 6...24)
    func noWidthBreaksTheRules(width: Int) {
        let text = "已将 2 × 铁观音（乌龙茶）加入购物车（购物车中共 2 件）。库存不足：「龙井」只剩 1 件！请在《订单》页查看、付款。"
        let lines = LineWrapping.wrap(text, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { !LineWrapping.closingMarks.contains($0.first ?? " ") }, "\(lines)")
        #expect(lines.dropLast().allSatisfy { !LineWrapping.openingMarks.contains($0.last ?? " ") }, "\(lines)")
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "nothing lost")
    }

    @Test func latinTextAroundMarksStillBreaksAtSpaces() {
        #expect(LineWrapping.wrap("加入了 Tieguanyin Oolong（2 件）", width: 17) == ["加入了 Tieguanyin", "Oolong（2 件）"])
    }

    @Test func aLineTooNarrowForACharacterAndItsMarksBreaksWhereItMust() {
        #expect(LineWrapping.wrap("件）。", width: 4) == ["件）", "。"])
    }

    @Test func mixedTextKeepsItsSpacesAndLineBreaks() {
        #expect(LineWrapping.wrap("Tea 龙井 is here\nsecond line", width: 9) == ["Tea 龙井", "is here", "second", "line"])
    }

    @Test(arguments: [0, -3])
    func aWidthBelowOneCountsAsOne(width: Int) {
        #expect(LineWrapping.wrap("ab", width: width) == ["a", "b"])
    }
}
