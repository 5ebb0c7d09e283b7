import Common
import Testing

struct StringTablePluralTests {
    let table = StringTable(
        language: .english,
        entries: [
            .english: [
                "cart.items.one": "1 item in {place}", "cart.items.other": "{count} items in {place}",
                "english.only.one": "one thing", "english.only.other": "{count} things",
            ],
            .simplifiedChinese: ["cart.items.other": "{place}里有 {count} 件商品"],
        ])

    @Test func englishHasASingularAndAPlural() {
        #expect(table.plural("cart.items", count: 1, ["place": "the cart"]) == "1 item in the cart")
        #expect(table.plural("cart.items", count: 2, ["place": "the cart"]) == "2 items in the cart")
        #expect(table.plural("cart.items", count: 0, ["place": "the cart"]) == "0 items in the cart")
        #expect(table.plural("cart.items", count: -1, ["place": "the cart"]) == "-1 items in the cart")
    }

    @Test func chineseNeverBorrowsTheEnglishSingular() {
        let chinese = table.in(.simplifiedChinese)
        #expect(chinese.plural("cart.items", count: 1, ["place": "购物车"]) == "购物车里有 1 件商品")
        #expect(chinese.plural("english.only", count: 1) == "one thing", "a key Chinese lacks falls back whole")
        #expect(chinese.plural("english.only", count: 3) == "3 things")
    }

    @Test func aMissingKeyShowsItself() {
        #expect(table.plural("nowhere", count: 1) == "nowhere.other")
    }

    @Test func aGivenCountArgumentWins() {
        #expect(table.plural("cart.items", count: 2, ["count": "two", "place": "x"]) == "two items in x")
    }
}
