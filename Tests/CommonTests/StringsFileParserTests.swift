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
        #expect(try StringsFileParser.parse("\u{FEFF}", file: "x.strings").isEmpty)
        #expect(try StringsFileParser.parse(" \n\t\u{3000}\n", file: "x.strings").isEmpty)
        #expect(try StringsFileParser.parse("// nothing\n/* here */\n", file: "x.strings").isEmpty)
    }

    @Test func escapesAtTheEndsOfARun() throws {
        let text = #"""
            "end" = "ends with a line break\n"; "start" = "\"quoted\"";
            "only" = "\\"; "pair" = "\t\n"; "empty" = "";
            """#
        #expect(
            try StringsFileParser.parse(text, file: "x.strings") == [
                "end": "ends with a line break\n", "start": "\"quoted\"", "only": "\\", "pair": "\t\n", "empty": "",
            ])
    }

    @Test func unicodeWhitespaceSeparatesTokens() throws {
        // An ideographic space, a no-break space, an em space and a line separator (not a line
        // break for the line count) between tokens.
        let text = "\"a\"\u{3000}=\u{00A0}\"1\"\u{2003};\u{2028}\"b\" = \"2\";"
        #expect(try StringsFileParser.parse(text, file: "x.strings") == ["a": "1", "b": "2"])
        #expect(
            throws: LocalizationError.malformedStrings(
                file: "x.strings", line: 2, reason: "expected '=' after the key \"c\", found '\"'")
        ) {
            try StringsFileParser.parse(text + "\n\u{3000}\"c\" \"3\";", file: "x.strings")
        }
    }

    @Test func aKeyDefinedTwiceNamesTheLineOfItsFirstDefinition() {
        // The first definition is on line 4: the same key in a comment and inside a value does not count.
        let text = """
            /* "greeting" = "commented out"; */
            "other" = "a \\"greeting\\" = here";
            "multi" = "two
            lines"; "greeting" = "hello";
            "more" = "x";

            "greeting" = "again";
            """
        #expect(
            throws: LocalizationError.malformedStrings(
                file: "x.strings", line: 7, reason: "key \"greeting\" is defined twice (first on line 4)")
        ) {
            try StringsFileParser.parse(text, file: "x.strings")
        }
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
        ("\"a\" = \"1\";\n\"b\" = \"ends inside", 2, "string opened here is never closed"),
        ("\"a\" = \"1\";\n\"b\" = \"ends after a backslash\\", 2, "string opened here is never closed"),
        (
            "\"a\" = \"two\nlines\";\n\"b\" = \"2\"", 3,
            "expected ';' after the value of \"b\", found the end of the file"
        ),
        ("\"a\" = \"1\";\n\"a\" = \"2\"", 2, "expected ';' after the value of \"a\", found the end of the file"),
        ("\"a\" = \"1\"\u{3000}x", 1, "expected ';' after the value of \"a\", found 'x'"),
        ("\"a\" = \"1\";\n\"b\" = \"2\";\n/* never\nclosed", 3, "comment opened here is never closed"),
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
