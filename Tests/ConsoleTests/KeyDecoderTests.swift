import Console
import Testing

struct KeyDecoderTests {
    /// Every key `bytes` decode to, in order.
    func keys(_ bytes: [UInt8]) -> [EditorKey] {
        var remaining = bytes[...]
        var keys: [EditorKey] = []
        let next = { () -> UInt8? in remaining.popFirst() }
        while let key = KeyDecoder.next(next) { keys.append(key) }
        return keys
    }

    func keys(_ text: String) -> [EditorKey] { keys(Array(text.utf8)) }

    @Test func textIsInsertedScalarByScalar() async {
        #expect(keys("a好😀") == [.insert("a"), .insert("好"), .insert("😀")])
    }

    @Test func controlKeysMapToEditing() async {
        #expect(
            keys("\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{8}\u{B}\u{C}\u{E}\u{10}\u{15}\u{17}\u{7F}\r\n")
                == [
                    .home, .left, .interrupt, .endOfInput, .end, .right, .backspace, .deleteToEnd, .redraw, .down,
                    .up, .deleteToStart, .deleteWordBefore, .backspace, .enter, .enter,
                ])
    }

    @Test func ctrlZSuspends() async {
        #expect(keys("a\u{1A}b") == [.insert("a"), .suspend, .insert("b")])
    }

    @Test func escapeSequencesAreConsumedWhole() async {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end])
        #expect(keys("\u{1B}[1~\u{1B}[7~\u{1B}[4~\u{1B}[8~\u{1B}[3~") == [.home, .home, .end, .end, .delete])
        #expect(keys("\u{1B}[1;5C\u{1B}[3;2~") == [.right, .delete], "modifiers do not leak out as text")
        #expect(keys("\u{1B}[15~\u{1B}OP\u{1B}[200~x") == [.ignored, .ignored, .ignored, .insert("x")])
        #expect(keys("\u{1B}x") == [.ignored], "Alt-x is no text")
    }

    @Test func controlStringsAreConsumedWhole() async {
        // A terminal's answers (a window title, a colour query's reply) and Alt with an arrow.
        #expect(keys("\u{1B}]0;title\u{7}x") == [.ignored, .insert("x")], "OSC to BEL")
        #expect(keys("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\x") == [.ignored, .insert("x")], "OSC to ST")
        #expect(
            keys("\u{1B}P1$r0m\u{1B}\\\u{1B}_a\u{7}\u{1B}^b\u{7}\u{1B}Xc\u{7}") == Array(repeating: .ignored, count: 4))
        #expect(keys("\u{1B}]0;title\u{18}x") == [.ignored, .insert("x")], "CAN cuts a string short")
        #expect(keys("\u{1B}]0;never ended") == [.ignored], "nothing of an unended string is text")
        #expect(keys("\u{1B}\u{1B}[A\u{1B}\u{1B}[1;3Dx") == [.ignored, .ignored, .insert("x")], "Alt-arrow")
    }

    @Test func brokenSequencesNeverBecomeText() async {
        #expect(keys("\u{1B}") == [.ignored])
        #expect(keys("\u{1B}[") == [.ignored])
        #expect(keys("\u{1B}[12") == [.ignored])
        let endless = "\u{1B}[" + String(repeating: "1", count: 40) + "A"
        #expect(keys(endless) == [.up], "a long sequence is read to its end, none of it as text")
        #expect(keys("\u{1B}[\u{1}a") == [.ignored, .insert("a")], "a control byte ends a sequence")
    }

    @Test func controlAndFormatCharactersAreIgnored() async {
        #expect(keys("\u{7}\t\u{0}") == [.ignored, .ignored, .ignored])
        #expect(keys("\u{202E}\u{200B}\u{FEFF}\u{2028}\u{85}") == [.ignored, .ignored, .ignored, .ignored, .ignored])
    }

    @Test func malformedUTF8IsIgnored() async {
        #expect(keys([0xFF]) == [.ignored])
        #expect(keys([0xC0, 0x80]) == [.ignored, .ignored], "an overlong encoding")
        #expect(keys([0xE4, 0x41]) == [.ignored], "a missing continuation byte swallows the next byte")
        #expect(keys([0xED, 0xA0, 0x80]) == [.ignored], "a surrogate")
        #expect(keys([0xE4, 0xBD]) == [.ignored], "the input ended inside a character")
    }
}
