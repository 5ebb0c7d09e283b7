import Common
import Foundation
import TestSupport
import Testing

/// Common words every state error, problem, notice and wait in each language; the
/// Chinese lines keep nothing English but the paths, names and system text they quote.
struct StateTextTests {
    /// One problem of every kind.
    static let problems: [StateProblem] = [
        .system(detail: "Permission denied"), .isFile, .notRegularFile,
        .cannotCreate(path: "/s/a", detail: "Permission denied"), .pathIsFile(path: "/s/a"),
        .cannotList(detail: "Permission denied"), .cannotCreateTemporary(path: "/s/.t", detail: "Permission denied"),
        .cannotFlush(path: "/s/.t", detail: "Permission denied"),
        .cannotRename(path: "/s/.t", detail: "Permission denied"),
        .cannotOpenDirectory(path: "/s", detail: "Permission denied"),
        .cannotFlushDirectory(path: "/s", detail: "Permission denied"),
        .copiedButNotRemoved(path: "/s/c", detail: "Permission denied"),
        .cannotLink(path: "/s/c", detail: "Permission denied"), .noNameLeft,
        .cannotOpenLockFile(path: "/s/.l", detail: "Permission denied"),
        .cannotLock(path: "/s/.l", detail: "Permission denied"), .breaksRule(Self.rule),
        .notEncodable(detail: "Permission denied"), .tildeWithoutHome(path: "~/s"),
        .homeUnset(variable: "BAZAAR_STATE_DIR"),
        .emptyName, .nameTooLong(limit: 100), .nameContains("/"), .nameStartsWithDot, .nameMarksCopy, .nameCharacter,
    ]

    /// A rule a cart breaks.
    static let rule = BrokenRule(field: "lines[0].quantity", found: -2, expected: .range(low: "1", high: "99"))

    /// One error of every kind.
    static let errors: [StateStoreError] = [
        .invalidDocumentName("a/b", reason: .nameContains("/")), .directoryUnavailable(path: "/s", reason: .isFile),
        .directoryUnresolved(reason: .homeUnset(variable: "BAZAAR_STATE_DIR")),
        .readFailed(path: "/s/cart.json", reason: .system(detail: "Is a directory")),
        .writeFailed(path: "/s/cart.json", reason: .system(detail: "No space left on device")),
        .removeFailed(path: "/s/cart.json", reason: .system(detail: "Permission denied")),
        .lockFailed(path: "/s/cart.json", reason: .cannotLock(path: "/s/.cart.lock", detail: "Permission denied")),
        .lockTimedOut(path: "/s/cart.json", seconds: 2.5),
        .encodingFailed(document: "cart", reason: .breaksRule(Self.rule)),
        .setAsideFailed(path: "/s/cart.json", reason: .noNameLeft),
    ]

    /// What the lines may quote: paths, names, the system's and the document's own words.
    static let quoted = [
        "/s/cart.json", "/s/.cart.lock", "/s/.t", "/s/.l", "/s/a", "/s/c", "/s", "~/s", "a/b", "cart",
        "lines[0].quantity",
        "Permission denied", "Is a directory", "No space left on device", "BAZAAR_STATE_DIR", "XDG_STATE_HOME", "HOME",
        ".corrupt-", "JSON", "order-history", "bazaar", "BAZAAR_LOCK_TIMEOUT", "null", "Int", "lines",
    ]

    @Test(arguments: Language.allCases)
    func everyKeyIsInEachLanguage(language: Language) throws {
        let strings = try StateText(language: language).strings
        let keys =
            Self.problems.map(\.key) + Self.errors.map(\.key) + [
                "state.notice.setAside", "state.waiting", "state.warning",
            ]
            + ["notJSON", "invalidValue", "missingKey", "typeMismatch", "nullValue", "breaksRule", "other", "topLevel"]
            .map { "state.decoding." + $0 }
            + ["number", "string", "boolean", "array", "object", "value"].map { "state.json." + $0 }
            + BrokenRuleTextTests.rules.map(\.key)
            + ["rule.entriesAtMost.one", "rule.lengthRange.one"]
        #expect(strings.missingKeys(keys, in: language) == [])
        #expect(Set(Self.problems.map(\.key)).count == Self.problems.count, "one key per problem")
    }

    @Test func chineseLinesKeepOnlyWhatTheyQuote() throws {
        let text = try StateText(language: .simplifiedChinese)
        var lines = Self.errors.map { text($0) }
        lines += Self.problems.map { text(StateStoreError.readFailed(path: "/s/cart.json", reason: $0)) }
        lines.append(
            text(
                StateLockWait(documentName: "cart", file: "/s/cart.json", timeout: 10), commandName: "bazaar",
                variable: "BAZAAR_LOCK_TIMEOUT"))
        for line in lines {
            #expect(!line.contains("{"), "every placeholder is filled: \(line)")
            #expect(englishWords(in: line, besides: Self.quoted).isEmpty, "\(line)")
        }
    }

    @Test func theEnglishIsTheErrorsOwnDescription() throws {
        let text = try StateText(language: .english)
        for error in Self.errors {
            #expect(text(error) == error.description)
        }
        for problem in Self.problems {
            let error = StateStoreError.readFailed(path: "/s/cart.json", reason: problem)
            #expect(text(error) == error.description)
        }
    }

    @Test func aCorruptDocumentsNoticeSaysWhyInEachLanguage() throws {
        var notices: [StateNotice] = []
        for text in ["{ not json", "{}"] {
            guard case .failure(let failure) = StateDocumentCoding.decode(Cart.self, from: Data(text.utf8)) else {
                Issue.record("\(text) decoded")
                return
            }
            notices.append(
                StateNotice(
                    documentName: "cart", file: "/s/cart.json", keptAs: "/s/cart.corrupt-20261123T024247Z.json",
                    failure: failure))
        }
        let english = try StateText(language: .english)
        let chinese = try StateText(language: .simplifiedChinese)
        for notice in notices {
            #expect(english(notice) == "warning: \(notice.description)")
            let line = chinese(notice)
            #expect(englishWords(in: line, besides: [notice.file, notice.keptAs] + Self.quoted).isEmpty, "\(line)")
        }
        #expect(chinese(notices[0]).contains("（不是有效的 JSON）"), "\(chinese(notices[0]))")
        #expect(chinese(notices[1]).contains("缺少键“lines”（位置：顶层）"), "\(chinese(notices[1]))")
    }

    private struct Cart: Codable {
        let lines: [Int]
    }
}
