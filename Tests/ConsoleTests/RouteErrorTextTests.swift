import AllContracts
import Common
import Console
import Foundation
import Testing

struct RouteErrorTextTests {
    /// One error of every kind, as the runtime makes them.
    static let errors: [RouteError] = [
        .malformedURL("'bazaar://x y'", reason: .space(position: 10)),
        .wrongScheme(url: "'http://x'", scheme: "http", expected: "bazaar"),
        .nativeOnly(url: "'bazaar://order/pay'", pattern: "order/pay"),
        .reservedParameter(url: "'bazaar://cart?owner=x'", name: "owner"),
        .notFound(route: "nowhere"),
        .notFound(route: "GoodsList"),
        .missingParameter(name: "id", expected: .wholeNumber, route: "goods/detail/:id"),
        .invalidParameter(name: "qty", value: "abc", expected: .wholeNumber, route: "cart/add"),
        .invalidParameter(name: "x", value: "1", expected: .value(of: "Foo"), route: "things/:x"),
        .handlerFailed(route: "cart/add", reason: "购物车无法保存"),
        .serviceFailed(route: "cart/add", error: .creationFailed(service: "CartService", reason: "购物车无法保存")),
        .serviceFailed(route: "cart/add", error: .missingProvider(service: "GoodsService")),
        .serviceFailed(route: "cart/add", error: .cycle(chain: ["CartService", "GoodsService", "CartService"])),
        .declined(route: "cart/remove/:id", code: "cart.notInCart", message: "商品 3 不在购物车中。"),
        .guardTimedOut(route: "bazaar://order/list", requirement: "account.loggedIn"),
        .redirectLoop(chain: ["bazaar://order/list", "bazaar://account/login", "bazaar://order/list"]),
        .cancelled(route: "cart/add"),
    ]

    @Test(arguments: Language.allCases)
    func noSentenceNamesARoutePatternOrAType(language: Language) async throws {
        let text = RouteErrorText(strings: try ConsoleStrings.load(language))
        for error in Self.errors {
            let sentence = text(error)
            #expect(!sentence.contains(":id"), "\(sentence)")
            #expect(!sentence.contains("route"), "\(sentence)")
            #expect(!sentence.contains("GoodsList"), "\(sentence)")
            #expect(!sentence.contains("Foo"), "\(sentence)")
            #expect(!sentence.contains("{"), "every placeholder is filled: \(sentence)")
        }
    }

    @Test func chineseSentencesHoldNoEnglishWordsBeyondWhatWasTyped() async throws {
        let text = RouteErrorText(strings: try ConsoleStrings.load(.simplifiedChinese))
        for error in Self.errors {
            var sentence = text(error)
            for typed in [
                "bazaar://x y", "http://x", "bazaar://order/pay", "bazaar://cart?owner=x", "owner", "nowhere", "qty",
                "abc", "bazaar://", "true", "false", "id", "x", "order/list", "account/login", "account.loggedIn",
            ] {
                sentence = sentence.replacingOccurrences(of: typed, with: "")
            }
            let latinWords = sentence.split { !($0.isASCII && $0.isLetter) }.filter { $0.count > 1 }
            #expect(latinWords.isEmpty, "\(text(error)) holds \(latinWords)")
        }
    }

    /// Issue #17: a guard that did not decide in time, and redirects in a loop, are the app's
    /// failures (exit 1), said naming what was asked for and the chain.
    @Test func aGuardsTimeoutAndARedirectLoopAreFailuresNamingWhatWasAskedFor() async throws {
        let text = RouteErrorText(strings: try ConsoleStrings.load(.english))
        let timedOut = RouteError.guardTimedOut(route: "bazaar://order/list", requirement: "account.loggedIn")
        let loop = RouteError.redirectLoop(chain: ["bazaar://a", "bazaar://b", "bazaar://a"])
        #expect(ExitCode(timedOut) == .failure)
        #expect(ExitCode(loop) == .failure)
        #expect(ExitCode(.notFound(route: "nowhere")) == .notFound, "a path from outside nothing answers")
        #expect(ExitCode(.notFound(route: "AccountLogin")) == .failure, "a route the app opened that nobody binds")
        #expect(
            text(timedOut)
                == "'bazaar://order/list' did not open: checking whether it may ('account.loggedIn') took too long.")
        #expect(text(loop) == "The app went round in circles and stopped: bazaar://a → bazaar://b → bazaar://a.")
        let chinese = RouteErrorText(strings: try ConsoleStrings.load(.simplifiedChinese))
        #expect(chinese(loop) == "应用在页面之间循环跳转，已停止：“bazaar://a → bazaar://b → bazaar://a”。")
    }

    @Test func theModulesReasonIsShownAsItIs() async throws {
        let text = RouteErrorText(strings: try ConsoleStrings.load(.english))
        let declined = RouteError.declined(
            route: "cart/remove/:id", code: "cart.notInCart", message: "Item 3 is not in the cart.")
        #expect(text(declined) == "Item 3 is not in the cart.")
        #expect(
            text(.invalidParameter(name: "qty", value: "abc", expected: .wholeNumber, route: "cart/add"))
                == "'abc' is not a valid 'qty'; use a whole number.")
        #expect(text(.notFound(route: "GoodsList")) == "That page is not part of this app.")
    }
}
