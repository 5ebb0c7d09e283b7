import Console
import Testing

struct LineBufferTests {
    func buffer(_ text: String, cursor: Int) -> LineBuffer {
        var line = LineBuffer(text)
        for _ in cursor..<text.count { line.moveLeft() }
        return line
    }

    @Test func insertsAtTheCursor() async {
        var line = buffer("ac", cursor: 1)
        line.insert("b")
        #expect(line.text == "abc")
        #expect(line.cursor == 2)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() async {
        var line = LineBuffer("cafe")
        line.insert("\u{301}")
        #expect(line.text == "café")
        #expect(line.characters.count == 4)
        #expect(line.cursor == 4)
    }

    @Test func cursorStaysInsideTheLine() async {
        var line = LineBuffer("ab")
        line.moveRight()
        #expect(line.cursor == 2)
        line.moveToStart()
        line.moveLeft()
        #expect(line.cursor == 0)
        line.moveToEnd()
        #expect(line.cursor == 2)
    }

    @Test func deletesBackwardAndForward() async {
        var line = buffer("abc", cursor: 1)
        line.deleteBackward()
        #expect(line.text == "bc")
        line.deleteBackward()
        #expect(line.text == "bc", "nothing before the cursor")
        line.deleteForward()
        #expect(line.text == "c")
        line.moveToEnd()
        line.deleteForward()
        #expect(line.text == "c", "nothing under the cursor")
    }

    @Test func deletesToTheStartAndToTheEnd() async {
        var line = buffer("open bazaar://cart", cursor: 5)
        line.deleteToEnd()
        #expect(line.text == "open ")
        line.moveLeft()
        line.deleteToStart()
        #expect(line.text == " ")
        #expect(line.cursor == 0)
    }

    @Test func deletesTheWordBeforeTheCursorAndTheSpacesAfterIt() async {
        var line = LineBuffer("open bazaar://a  ")
        line.deleteWordBefore()
        #expect(line.text == "open ")
        line.deleteWordBefore()
        #expect(line.text == "")
        line.deleteWordBefore()
        #expect(line.text == "")
        var middle = buffer("one two three", cursor: 7)
        middle.deleteWordBefore()
        #expect(middle.text == "one  three")
        #expect(middle.cursor == 4)
    }
}
