import Common
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
        let lines = LineWrapping.wrap("春茶已到，快来选购吧", width: 8)
        #expect(lines == ["春茶已到", "，快来选", "购吧"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
    }

    @Test func mixedTextKeepsItsSpacesAndLineBreaks() {
        #expect(LineWrapping.wrap("Tea 龙井 is here\nsecond line", width: 9) == ["Tea 龙井", "is here", "second", "line"])
    }

    @Test(arguments: [0, -3])
    func aWidthBelowOneCountsAsOne(width: Int) {
        #expect(LineWrapping.wrap("ab", width: width) == ["a", "b"])
    }
}
