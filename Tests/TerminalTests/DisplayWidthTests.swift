import Terminal
import Testing

struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("", 0),
        ("购物车", 6),
        ("Cart 购物车", 11),
        ("e\u{301}", 1),  // e + combining acute
        ("\u{301}", 0),
        ("ｅ", 2),  // fullwidth Latin
        ("한국", 4),
        ("、。", 4),  // CJK punctuation
        ("¥12.50", 6),
        ("a\u{200D}b", 2),  // zero-width joiner
        ("🛒", 2),
        ("\u{1B}[1mbold\u{1B}[0m", 4),
        ("tab\u{7}", 3),  // BEL counts nothing
    ])
    func widthCountsTerminalColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func paddingUsesDisplayWidth() {
        #expect(DisplayWidth.pad("茶", to: 4, alignment: .left) == "茶  ")
        #expect(DisplayWidth.pad("茶", to: 4, alignment: .right) == "  茶")
        #expect(DisplayWidth.pad("tea", to: 2, alignment: .left) == "tea")
    }

    @Test func escapesAreStripped() {
        #expect(DisplayWidth.strippingEscapes("\u{1B}[36m[3]\u{1B}[0m go") == "[3] go")
    }
}
