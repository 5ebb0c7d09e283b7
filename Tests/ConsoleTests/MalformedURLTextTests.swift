import AllContracts
import Common
import Console
import Foundation
import TestSupport
import Testing

/// The Console words every reason a URL is malformed in each language, naming only what the
/// person typed.
struct MalformedURLTextTests {
    static let problems: [RouteURLProblem] = [
        .tooLong(limit: 64), .empty, .noScheme, .noRoute, .emptySegment, .tooManySegments(limit: 3), .dotSegment(".."),
        .dotBehindEncodedSlash(segment: "a/.."), .userInfo, .port, .tooManyQueryItems(limit: 2), .unnamedQueryItem,
        .repeatedQueryItem(name: "id"), .invalidPercentEscape, .notUTF8, .invisibleCharacters, .nonASCII(position: 9),
        .controlCharacter(position: 9), .space(position: 9), .rawCharacter("<", position: 9),
        .encodedSlash(segment: "a/b"), .undeclaredParameter(name: "qtty", accepted: ["id", "qty"]),
        .undeclaredParameter(name: "ref", accepted: []),
    ]

    @Test(arguments: Language.allCases)
    func everyProblemHasItsOwnSentenceInEachLanguage(language: Language) async throws {
        let strings = try ConsoleStrings.load(language)
        let text = RouteErrorText(strings: strings)
        var sentences: Set<String> = []
        for problem in Self.problems {
            #expect(strings.contains(problem.key, in: language), "\(problem.key) in \(language)")
            let sentence = text(.malformedURL("bazaar://x", reason: problem))
            #expect(!sentence.contains("{"), "every placeholder is filled: \(sentence)")
            #expect(!sentence.contains("url."), "\(sentence)")
            sentences.insert(sentence)
        }
        #expect(sentences.count == Self.problems.count)
        let keys = Set(Self.problems.map(\.key))
        #expect(keys.count == Self.problems.count - 1, "one key per problem (two undeclared parameters)")
        #expect(keys.allSatisfy { $0.hasPrefix("url.") })
    }

    @Test func theUndeclaredParameterIsNamedWithWhatTheLinkTakesAndNoPattern() async throws {
        let error = RouteError.malformedURL(
            "bazaar://cart/add?id=3&qtty=5", reason: .undeclaredParameter(name: "qtty", accepted: ["id", "qty"]))
        #expect(
            RouteErrorText(strings: try ConsoleStrings.load(.english))(error)
                == "'bazaar://cart/add?id=3&qtty=5' is not a link this app can read: it does not take the "
                + "parameter 'qtty'; it takes id, qty.")
        #expect(
            RouteErrorText(strings: try ConsoleStrings.load(.simplifiedChinese))(error)
                == "“bazaar://cart/add?id=3&qtty=5”不是本应用能识别的链接：该链接不接受参数“qtty”；它接受的参数：id、qty。")
    }

    @Test func chineseReasonsHoldNoEnglishWordsBeyondWhatWasTyped() async throws {
        let text = RouteErrorText(strings: try ConsoleStrings.load(.simplifiedChinese))
        for problem in Self.problems {
            let sentence = text(.malformedURL("bazaar://x", reason: problem))
            let words = englishWords(
                in: sentence, besides: ["bazaar://x", "bazaar://home", "qtty", "qty", "id", "ref", "a/b", "a/.."])
            #expect(words.isEmpty, "\(problem.key): \(sentence) holds \(words)")
        }
    }
}
