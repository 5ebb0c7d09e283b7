import Terminal
import Testing

struct TextTableTests {
    @Test func columnsAlignByDisplayWidthWithCJK() {
        var table = TextTable(columns: [
            .init("Item"), .init("Qty", alignment: .right), .init("Price", alignment: .right),
        ])
        table.append(["绿茶", "2", "¥25.00"])
        table.append(["Oolong tea", "10", "¥1,280.00"])
        table.append(["乌龙茶 Oolong", "1", "¥8.50"])
        #expect(
            table.lines(mode: .plain) == [
                "  Item           Qty      Price",
                "  -------------  ---  ---------",
                "  绿茶             2     ¥25.00",
                "  Oolong tea      10  ¥1,280.00",
                "  乌龙茶 Oolong    1      ¥8.50",
            ])
    }

    @Test func shortRowsArePaddedAndLongRowsKeepEveryCell() {
        var table = TextTable(columns: [.init("A"), .init("B")])
        table.append(["1"])
        table.append(["2", "3", "extra"])
        #expect(
            table.lines(mode: .plain, indent: 0) == [
                "A  B",
                "-  -  -----",
                "1",
                "2  3  extra",
            ])
    }

    @Test func aTitleOverSeveralColumnsHasOneRuleAndWidensOnlyTheLast() {
        var table = TextTable(columns: [.init("Item"), .init("Actions"), .continuing(), .continuing()])
        table.append(["绿茶", "[2] +1", "[3] −1", "[4] Remove"])
        table.append(["Oolong", "[5] +1", "", "[6] Remove"])
        #expect(
            table.lines(mode: .plain, indent: 0) == [
                "Item    Actions",
                "------  --------------------------",
                "绿茶    [2] +1  [3] −1  [4] Remove",
                "Oolong  [5] +1          [6] Remove",
            ])
        var narrow = TextTable(columns: [.init("Things to do"), .continuing()])
        narrow.append(["a", "b"])
        #expect(narrow.lines(mode: .plain, indent: 0) == ["Things to do", "------------", "a  b"])
    }

    @Test func untitledTablesHaveNoHeader() {
        var table = TextTable(columns: [.init(""), .init("", alignment: .right)])
        table.append(["Subtotal", "¥1.00"])
        table.append(["Total", "¥100.00"])
        #expect(table.lines(mode: .plain) == ["  Subtotal    ¥1.00", "  Total     ¥100.00"])
    }

    @Test func lineBreaksInCellsStayOnOneRow() {
        var table = TextTable(columns: [.init("Note")])
        table.append(["two\nlines"])
        #expect(table.lines(mode: .plain, indent: 0).last == "two lines")
    }

    @Test func headerIsStyledInAnsiModeWithoutBreakingAlignment() {
        var table = TextTable(columns: [.init("Qty", alignment: .right), .init("Item")])
        table.append(["12345", "tea"])
        #expect(table.lines(mode: .ansi, indent: 0).first == "  \u{1B}[1mQty\u{1B}[0m  \u{1B}[1mItem\u{1B}[0m")
    }

    @Test func anEmptyTableDrawsNothing() {
        #expect(TextTable(columns: []).lines(mode: .plain).isEmpty)
    }
}
