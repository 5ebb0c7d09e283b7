import Terminal
import Testing

struct TerminalSanitizerTests {
    @Test func bidirectionalAndZeroWidthFormatCharactersAreDropped() {
        let hostile = "price\u{202E}00.1¥\u{202C} \u{200B}x\u{FEFF}y\u{2066}z\u{2069}\u{00AD}\u{E0041}"
        #expect(TerminalSanitizer.singleLine(hostile) == "price00.1¥ xyz")
    }

    @Test func joinersThatEmojiAndScriptsNeedAreKept() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(TerminalSanitizer.singleLine(family) == family)
        #expect(TerminalSanitizer.singleLine("می\u{200C}خواهم") == "می\u{200C}خواهم")
    }

    @Test func lineAndParagraphSeparatorsBreakLines() {
        #expect(TerminalSanitizer.lines("a\u{2028}b\u{2029}c\r\nd\re") == ["a", "b", "c", "d", "e"])
        #expect(TerminalSanitizer.singleLine("a\u{2028}b") == "a b")
    }

    @Test func controlCharactersAreDroppedAndTabsBecomeSpaces() {
        #expect(TerminalSanitizer.singleLine("\u{1B}[31mred\u{1B}[0m\t\u{7}\u{85}\u{9B}x") == "[31mred[0m x")
    }

    @Test func everyPrimitiveDropsThem() {
        var text = TerminalText()
        text.heading("Cart\u{202E}")
        text.fields([("Name\u{200B}", "tea\u{FEFF}")])
        text.table(TextTable(columns: [.init("A\u{2066}")], rows: [["b\u{202D}"]]))
        text.status("done\u{2028}", kind: .success)
        #expect(!text.rendered.unicodeScalars.contains { $0.properties.generalCategory == .format })
        #expect(!text.rendered.unicodeScalars.contains("\u{2028}"))
    }
}
