import Common
import Foundation
import TestSupport
import Testing

/// Broken rules and the four decoding failures, worded in each language: the English is the
/// value's own description, and the Chinese keeps nothing English but the path, key and value
/// it quotes.
struct BrokenRuleTextTests {
    /// One rule of every expectation.
    static let rules: [BrokenRule] = [
        BrokenRule(field: "lines[0].quantity", found: -2, expected: .range(low: "1", high: "99")),
        BrokenRule(field: "nextID", found: 7, expected: .atLeast("1001")),
        BrokenRule(field: "lines[1].goodsID", found: 3, expected: .unique),
        BrokenRule(field: "orders[0].userID", found: "", expected: .notEmpty),
        BrokenRule(field: "orders[0].totalMinorUnits", found: 5, expected: .equal("6")),
        BrokenRule(field: "lines", found: 1001, expected: .entriesAtMost("1000")),
        BrokenRule(field: "userID", found: 0, expected: .lengthRange(low: "1", high: "100")),
        BrokenRule(field: "orders[0].lines", found: "", expected: .sumFits),
    ]

    /// A document with a field of each JSON kind.
    private struct Shelf: Decodable {
        struct Line: Decodable {
            let quantity: Int
            let name: String
            let gift: Bool
            let tags: [String]
            let price: [String: Int]
        }
        let lines: [Line]
        let home: URL?
    }

    private static let good = #"{"quantity": 2, "name": "tea", "gift": false, "tags": [], "price": {}}"#

    /// Bytes that fail in each of the four ways, the place named, and the English reason.
    static let failures: [(json: String, at: String, english: String)] = [
        (#"{"lines": [{}]}"#, "lines[0]", "missing key 'quantity' at lines[0]"),
        (#"{}"#, "", "missing key 'lines' at top level"),
        (
            #"{"lines": [\#(good), {"quantity": "2"}]}"#, "lines[1].quantity",
            "expected a number at lines[1].quantity"
        ),
        (#"{"lines": [{"quantity": 2, "name": 5}]}"#, "lines[0].name", "expected a string at lines[0].name"),
        (
            #"{"lines": [{"quantity": 2, "name": "t", "gift": "no"}]}"#, "lines[0].gift",
            "expected true or false at lines[0].gift"
        ),
        (
            #"{"lines": [{"quantity": 2, "name": "t", "gift": true, "tags": {}}]}"#, "lines[0].tags",
            "expected an array at lines[0].tags"
        ),
        (
            #"{"lines": [{"quantity": 2, "name": "t", "gift": true, "tags": [], "price": 3}]}"#, "lines[0].price",
            "expected an object at lines[0].price"
        ),
        (#"{"lines": 3}"#, "lines", "expected an array at lines"),
        (#"[]"#, "", "expected an object at top level"),
        (
            #"{"lines": [{"quantity": null}]}"#, "lines[0].quantity",
            "null where a number was expected at lines[0].quantity"
        ),
        (#"{"lines": [], "home": ""}"#, "home", "invalid value at home"),
    ]

    @Test func everyRuleReadsInEnglishAsItsDescription() throws {
        let english = try StateText(language: .english)
        for rule in Self.rules {
            #expect(english(rule) == rule.description)
        }
        #expect(Self.rules[0].description == "lines[0].quantity is -2, expected 1 to 99")
        #expect(Set(Self.rules.map(\.key)).count == Self.rules.count, "one key per expectation")
    }

    @Test func everyRuleInChineseQuotesOnlyTheFieldAndValues() throws {
        let chinese = try StateText(language: .simplifiedChinese)
        for rule in Self.rules {
            let line = chinese(rule)
            #expect(!line.contains("{"), "every placeholder is filled: \(line)")
            #expect(line.contains(rule.field), "\(line)")
            #expect(englishWords(in: line, besides: [rule.field]).isEmpty, "\(line)")
        }
        #expect(chinese(Self.rules[0]) == "lines[0].quantity 为 -2，应在 1 到 99 之间")
    }

    @Test func aCountOfOneIsSingularInEachLanguage() throws {
        let entry = BrokenRule(field: "orders", found: 1, expected: .entriesAtMost("0"))
        let character = BrokenRule(field: "userID", found: 1, expected: .lengthRange(low: "2", high: "100"))
        let english = try StateText(language: .english)
        #expect(english(entry) == "orders has 1 entry, expected at most 0")
        #expect(entry.description == english(entry))
        #expect(english(character) == "userID has 1 character, expected 2 to 100")
        #expect(character.description == english(character))
        #expect(english(Self.rules[5]) == "lines has 1001 entries, expected at most 1000")
        let chinese = try StateText(language: .simplifiedChinese)
        #expect(chinese(entry) == "orders 有 1 项，最多应为 0 项")
        #expect(chinese(character) == "userID 有 1 个字符，应为 2 到 100 个")
    }

    @Test func aDocumentBreakingARuleSaysSoInEachLanguage() throws {
        let failure = StateDocumentCoding.DecodingFailure(breaking: Self.rules[0])
        #expect(
            try StateText(language: .english)(failure) == "breaks a rule: lines[0].quantity is -2, expected 1 to 99")
        #expect(try StateText(language: .simplifiedChinese)(failure) == "违反了规则：lines[0].quantity 为 -2，应在 1 到 99 之间")
    }

    @Test func everyDecodingFailureNamesThePathAndTheKindInEachLanguage() throws {
        let english = try StateText(language: .english)
        let chinese = try StateText(language: .simplifiedChinese)
        for (json, at, reason) in Self.failures {
            guard case .failure(let failure) = StateDocumentCoding.decode(Shelf.self, from: Data(json.utf8)) else {
                Issue.record("\(json) decoded")
                continue
            }
            #expect(failure.reason == reason, "\(json)")
            #expect(english(failure) == reason, "\(json)")
            let line = chinese(failure)
            #expect(!line.contains("{"), "every placeholder is filled: \(line)")
            #expect(line.contains(at.isEmpty ? "顶层" : at), "\(line)")
            #expect(englishWords(in: line, besides: [at, "quantity", "lines", "home"]).isEmpty, "\(line)")
        }
    }

    @Test func theChineseNamesTheKindExpected() throws {
        let chinese = try StateText(language: .simplifiedChinese)
        let data = Data(#"{"lines": [{"quantity": "2"}]}"#.utf8)
        guard case .failure(let failure) = StateDocumentCoding.decode(Shelf.self, from: data) else {
            Issue.record("decoded")
            return
        }
        #expect(chinese(failure) == "应为数字（位置：lines[0].quantity）")
    }

    @Test func aBundleDataFileIsWordedInEachLanguage() throws {
        let invalid = BundleDataFileError.invalid(path: "/b/catalogue.json", rule: Self.rules[2])
        #expect(StateText.sentence(for: invalid, in: .english) == invalid.description)
        let line = StateText.sentence(for: invalid, in: .simplifiedChinese)
        #expect(line == "数据文件 /b/catalogue.json 无效：lines[1].goodsID 为 3，与前面的重复；应唯一")
        let undecodable = BundleDataFileError.undecodable(
            path: "/b/inbox.json", reason: .init(breaking: Self.rules[3]))
        #expect(StateText.sentence(for: undecodable, in: .english) == undecodable.description)
        let chineseLine = StateText.sentence(for: undecodable, in: .simplifiedChinese)
        #expect(
            englishWords(in: chineseLine, besides: ["/b/inbox.json", "orders[0].userID"]).isEmpty, "\(chineseLine)")
    }
}
