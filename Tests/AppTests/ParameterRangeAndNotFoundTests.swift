import Foundation
import TestSupport
import Testing

/// An item number too large for any, or not a number, names the catalogue's item numbers (1 to
/// 12 in the shop's catalogue), not the range of the Swift type; a quantity that is empty or not
/// a number names its range; Order's and Messages' not-found errors are sentences like every
/// other, in both languages.
struct ParameterRangeAndNotFoundTests {
    @Test(arguments: [
        (
            "en", "bazaar://goods/detail/99999999999999999999",
            "'99999999999999999999' is not a valid 'id'; use a whole number from 1 to 12."
        ),
        (
            "zh-Hans", "bazaar://goods/detail/99999999999999999999",
            "“99999999999999999999”不是有效的“id”；请使用介于 1 到 12 之间的整数。"
        ),
        (
            "en", "bazaar://cart/add?id=-99999999999999999999",
            "'-99999999999999999999' is not a valid 'id'; use a whole number from 1 to 12."
        ),
        ("zh-Hans", "bazaar://cart/remove/1.5", "“1.5”不是有效的“id”；请使用介于 1 到 12 之间的整数。"),
        ("en", "bazaar://cart/quantity/x?qty=1&from=2", "'x' is not a valid 'id'; use a whole number from 1 to 12."),
        (
            "en", "bazaar://messages/99999999999999999999",
            "'99999999999999999999' is not a valid 'id'; use a whole number from 1 to 8."
        ),
        ("zh-Hans", "bazaar://messages/x/follow", "“x”不是有效的“id”；请使用介于 1 到 8 之间的整数。"),
        ("en", "bazaar://cart/add?id=3&qty=", "'' is not a valid 'qty'; use a whole number from 1 to 99."),
        ("en", "bazaar://cart/add?id=3&qty=abc", "'abc' is not a valid 'qty'; use a whole number from 1 to 99."),
        ("zh-Hans", "bazaar://cart/add?id=3&qty=", "“”不是有效的“qty”；请使用介于 1 到 99 之间的整数。"),
        ("en", "bazaar://cart/quantity/3?qty=", "'' is not a valid 'qty'; use a whole number from 0 to 99."),
        ("en", "bazaar://cart/quantity/3", "The link needs 'qty', a whole number from 0 to 99."),
        ("en", "bazaar://cart/quantity/3?qty=2&from=x", "'x' is not a valid 'from'; use a whole number from 1 to 99."),
    ])
    func aNumberOutOfRangeNamesTheRange(language: String, url: String, message: String) async throws {
        let result = try await Bazaar().run(["--lang", language, "open", url])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError == "bazaar: \(message)\n", "\(result)")
    }

    @Test(arguments: [
        ("en", "bazaar://messages/99", "There is no message 99; the inbox holds messages 1, 2, 3, 4, 5, 6, 7, 8."),
        ("zh-Hans", "bazaar://messages/99", "没有编号为 99 的消息；收件箱中的消息编号为 1、2、3、4、5、6、7、8。"),
        ("en", "bazaar://order/detail/1001", "You have no order 1001; see My orders for your order numbers."),
        ("zh-Hans", "bazaar://order/detail/1001", "您没有编号为 1001 的订单；请在“我的订单”中查看订单编号。"),
        // `cart/remove` of a number neither in the cart nor in the catalogue names the
        // catalogue's range, as every route taking an item number does.
        ("en", "bazaar://cart/remove/13", "There is no goods item 13; item numbers run from 1 to 12."),
        ("en", "bazaar://cart/remove/-5", "There is no goods item -5; item numbers run from 1 to 12."),
        ("zh-Hans", "bazaar://cart/remove/0", "没有编号为 0 的商品；商品编号从 1 到 12。"),
        ("en", "bazaar://cart/remove/5", "Item 5 is not in the cart."),
    ])
    func notFoundIsASentence(language: String, url: String, message: String) async throws {
        let bazaar = try Bazaar()
        _ = try await bazaar.logIn("alice")
        let result = try await bazaar.run(["--lang", language, "open", url])
        #expect(result.exitCode == 5, "\(result)")
        #expect(result.standardError == "bazaar: \(message)\n", "\(result)")
    }

    /// A path no route answers, which one does in lowercase (perhaps asking for parameters), gets
    /// that spelling suggested; a native-only route, or a path wrong in more than case, does not.
    @Test(arguments: [
        (
            "en", "bazaar://Goods/Detail/3",
            "Nothing in this app answers 'goods/Detail/3'; paths are lowercase: did you mean 'goods/detail/3'?"
        ),
        (
            "zh-Hans", "bazaar://goods/DETAIL/3?x=1",
            "本应用中没有页面响应“goods/DETAIL/3”；路径均为小写，您要打开的是“goods/detail/3”吗？"
        ),
        (
            "en", "bazaar://cart/Add",
            "Nothing in this app answers 'cart/Add'; paths are lowercase: did you mean 'cart/add'?"
        ),
        ("en", "bazaar://order/Pay", "Nothing in this app answers 'order/Pay'."),
        ("en", "bazaar://goods/Nope", "Nothing in this app answers 'goods/Nope'."),
    ])
    func aPathInCapitalsGetsItsLowercaseSuggested(language: String, url: String, message: String) async throws {
        let result = try await Bazaar().run(["--lang", language, "open", url])
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.standardError == "bazaar: \(message)\n", "\(result)")
    }

    /// An order number that is no whole number, or one too large, names the user's order
    /// numbers, not the range of the Swift type.
    @Test(arguments: [
        ("en", "x", "'x' is not a valid 'id'; use a whole number from 1001 to 1002."),
        (
            "en", "99999999999999999999",
            "'99999999999999999999' is not a valid 'id'; use a whole number from 1001 to 1002."
        ),
        ("zh-Hans", "1.5", "“1.5”不是有效的“id”；请使用介于 1001 到 1002 之间的整数。"),
    ])
    func anOrderNumberThatIsNoNumberNamesTheUsersOrders(language: String, id: String, message: String) async throws {
        let bazaar = try Bazaar()
        // Log in, then pay for two carts: Home → [2] Cart → [5] Checkout → [2] Pay, twice.
        let paid = try await bazaar.run(
            [],
            input: "open bazaar://account/login/alice\n1\n"
                + "open bazaar://cart/add?id=3 bazaar://cart\n5\n2\nopen bazaar://cart/add?id=4 bazaar://cart\n5\n2\n")
        #expect(try bazaar.orders().map(\.id) == [1001, 1002], "\(paid)")
        let result = try await bazaar.run(["--lang", language, "open", "bazaar://order/detail/\(id)"])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError == "bazaar: \(message)\n", "\(result)")
    }

    /// No digit or Latin letter of a Chinese error touches a Chinese character (an ideograph): a
    /// space, or full-width punctuation, stands between them (what the user typed is quoted).
    @Test(arguments: [
        "bazaar://goods/detail/abc", "bazaar://goods/detail/13", "bazaar://cart/add?id=3&qty=100",
        "bazaar://cart/add?id=2", "bazaar://cart/add?id=3&qty=21", "bazaar://cart/quantity/3", "bazaar://cart/remove/5",
        "bazaar://order/detail/x", "bazaar://messages/99", "bazaar://messages/x", "bazaar://cart/add",
    ])
    func chineseErrorsSpaceNumbersFromChinese(url: String) async throws {
        let result = try await Bazaar().run(["--lang", "zh-Hans", "open", url])
        #expect(result.exitCode != 0, "\(result)")
        let line = result.standardError.replacing(/“[^”]*”/, with: "“”")
        let touching = /[\u{4E00}-\u{9FFF}][A-Za-z0-9]|[A-Za-z0-9][\u{4E00}-\u{9FFF}]/
        #expect(line.firstMatch(of: touching) == nil, "\(result)")
    }
}
