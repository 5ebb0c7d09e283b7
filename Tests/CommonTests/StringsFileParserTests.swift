import Common
import Testing

struct StringsFileParserTests {
    @Test func parsesEntriesCommentsAndEscapes() throws {
        let text = """
            \u{FEFF}/* The cart page.
               Two lines of comment. */
            "cart.title" = "Cart";   // trailing comment
            "cart.empty"="Your cart is empty.";
            "quote" = "He said \\"hi\\" \\\\ back";
            "lines" = "one\\ntwo\\tthree";
            "a" = "1"; "b" = "2";
            "multi"
                =
                "split over lines";
            "购物车" = "购物车里有 {count} 件商品";
            "url" = "bazaar://goods/detail/3";
            """
        let entries = try StringsFileParser.parse(text, file: "en.lproj/Localizable.strings")
        #expect(
            entries == [
                "cart.title": "Cart",
                "cart.empty": "Your cart is empty.",
                "quote": "He said \"hi\" \\ back",
                "lines": "one\ntwo\tthree",
                "a": "1",
                "b": "2",
                "multi": "split over lines",
                "购物车": "购物车里有 {count} 件商品",
                "url": "bazaar://goods/detail/3",
            ])
    }

    @Test func anEmptyFileHasNoEntries() throws {
        #expect(try StringsFileParser.parse("", file: "x.strings").isEmpty)
        #expect(try StringsFileParser.parse("// nothing\n/* here */\n", file: "x.strings").isEmpty)
    }

    @Test(arguments: [
        ("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";", 3, "expected ';' after the value of \"b\", found '\"'"),
        ("\"a\" = \"1\";\n\n\"b\" \"2\";", 3, "expected '=' after the key \"b\", found '\"'"),
        ("key = \"1\";", 1, "expected a quoted key, found 'k'"),
        ("\"a\" = ;", 1, "expected a quoted value for \"a\", found ';'"),
        ("\"a\" = \"1\";\n\"b\" = \"unterminated;\n", 2, "string opened here is never closed"),
        ("/* open\n\n", 1, "comment opened here is never closed"),
        ("\"a\" = \"bad \\x escape\";", 1, "unknown escape '\\x'; use \\\" \\\\ \\n or \\t"),
        ("\"a\" = \"1\";\n\"a\" = \"2\";", 2, "key \"a\" is defined twice (first on line 1)"),
        ("\"a\" = \"1\"", 1, "expected ';' after the value of \"a\", found the end of the file"),
    ])
    func malformedInputNamesFileAndLine(text: String, line: Int, reason: String) {
        #expect(
            throws: LocalizationError.malformedStrings(
                file: "zh-hans.lproj/Localizable.strings", line: line, reason: reason)
        ) {
            try StringsFileParser.parse(text, file: "zh-hans.lproj/Localizable.strings")
        }
    }

    @Test func malformedMessageIsOneLine() {
        let error = LocalizationError.malformedStrings(
            file: "en.lproj/Localizable.strings", line: 4, reason: "expected ';'")
        #expect(
            error.description
                == "en.lproj/Localizable.strings:4: expected ';'; each entry must look like \"key\" = \"value\";")
    }
}
