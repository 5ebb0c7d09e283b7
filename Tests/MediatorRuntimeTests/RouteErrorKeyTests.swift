import MediatorRuntime
import Testing

struct RouteErrorKeyTests {
    static let errors: [RouteError] = [
        .malformedURL("'x'", reason: .noScheme), .wrongScheme(url: "'http://x'", scheme: "http", expected: "bazaar"),
        .nativeOnly(url: "'bazaar://order/pay'", pattern: "order/pay"),
        .reservedParameter(url: "'bazaar://cart?x=1'", name: "x"), .notFound(route: "nowhere"),
        .missingParameter(name: "id", expected: .wholeNumber, route: "goods/detail/:id"),
        .invalidParameter(name: "id", value: "abc", expected: .wholeNumber, route: "goods/detail/:id"),
        .handlerFailed(route: "cart/add", reason: "disk full"),
        .cancelled(route: "cart/add"),
        .declined(route: "cart/remove/:id", code: "cart.notInCart", message: "not there"),
    ]

    @Test func everyKindHasAKeyAndItsValuesNameNoPattern() async {
        let keys = Self.errors.map(\.key)
        #expect(Set(keys).count == keys.count, "one key per kind")
        #expect(keys.last == "cart.notInCart", "a declined request keeps its own code")
        for error in Self.errors {
            #expect(!error.values.values.contains { $0.contains(":id") || $0 == "order/pay" || $0 == "cart/add" })
        }
        #expect(Self.errors[1].values["expected"] == "bazaar")
        #expect(Self.errors[6].values == ["name": "id", "value": "abc", "type": "a whole number"])
    }

    @Test func aMalformedURLCarriesItsProblemAsAKeyAndValues() async {
        let error = RouteError.malformedURL(
            "bazaar://cart/add?id=3&qtty=5", reason: .undeclaredParameter(name: "qtty", accepted: ["id", "qty"]))
        #expect(
            error.values == [
                "url": "bazaar://cart/add?id=3&qtty=5", "problem": "url.undeclaredParameter", "name": "qtty",
                "accepted": "id, qty",
            ])
        #expect(!error.description.contains("cart/add takes"), "the English names no route pattern")
        #expect(RouteURLProblem.space(position: 9).values == ["position": "9"])
        #expect(RouteURLProblem.rawCharacter("<", position: 9).description.contains("'<' at byte 9"))
    }

    @Test func aHandlersFailureNamesItsRouteInEnglish() async {
        #expect(
            RouteError.handlerFailed(route: "cart/add", reason: "The cart could not be saved.").description
                == "route cart/add failed: The cart could not be saved.")
    }
}
