import Foundation
import Testing
import Values

struct MoneyTests {
    @Test(arguments: [
        (0, "¥0.00"),
        (5, "¥0.05"),
        (1250, "¥12.50"),
        (123_400, "¥1,234.00"),
        (100_000_000, "¥1,000,000.00"),
        (-1250, "-¥12.50"),
        (-5, "-¥0.05"),
        (Int.min, "-¥92,233,720,368,547,758.08"),
    ])
    func formatsCNY(minorUnits: Int, text: String) {
        #expect(Money(minorUnits: minorUnits).formatted == text)
    }

    @Test func formatsOtherCurrencies() throws {
        #expect(Money(minorUnits: 1250, currency: .jpy).formatted == "JP¥1,250")
        #expect(Money(minorUnits: 1250, currency: .usd).formatted == "$12.50")
        #expect(Money(minorUnits: 1250, currency: try CurrencyCode("xyz")).formatted == "XYZ 12.50")
    }

    @Test func arithmetic() throws {
        let price = Money(minorUnits: 1250)
        #expect(try price.multiplied(by: 3) == Money(minorUnits: 3750))
        #expect(try price.adding(Money(minorUnits: 50)) == Money(minorUnits: 1300))
        #expect(try price.subtracting(Money(minorUnits: 1300)) == Money(minorUnits: -50))
        #expect(try Money.total([price, price, Money(minorUnits: 1)]) == Money(minorUnits: 2501))
        #expect(try Money.total([]) == .zero())
    }

    @Test func overflowIsReportedNotTrapped() {
        let large = Money(minorUnits: Int.max)
        #expect(throws: MoneyError.self) { try large.adding(Money(minorUnits: 1)) }
        #expect(throws: MoneyError.self) { try large.multiplied(by: 2) }
        #expect(throws: MoneyError.self) { try Money(minorUnits: Int.min).subtracting(Money(minorUnits: 1)) }
        #expect(throws: MoneyError.self) { try Money.total([large, large]) }
        do {
            _ = try large.multiplied(by: 2)
        } catch {
            #expect(error.description.hasPrefix("amount out of range: ¥92,233,720,368,547,758.07 × 2"))
        }
    }

    @Test func currenciesDoNotMix() {
        #expect(throws: MoneyError.currencyMismatch(.cny, .usd)) {
            try Money(minorUnits: 1).adding(Money(minorUnits: 1, currency: .usd))
        }
    }

    @Test(arguments: [
        ("12.50", 1250), ("12.5", 1250), ("0", 0), ("1234", 123_400), ("-3.5", -350), ("0.05", 5),
        ("-92233720368547758.08", Int.min),
    ])
    func parsesPlainDecimals(text: String, minorUnits: Int) throws {
        #expect(try Money(parsing: text) == Money(minorUnits: minorUnits))
    }

    @Test(arguments: ["", "-", "12.", ".5", "1,234.00", "¥12.50", "12.505", " 12", "+1", "1e3", "12.5a", "１２"])
    func rejectsAnythingElse(text: String) {
        #expect(throws: MoneyError.invalidAmount(text, currency: .cny)) { try Money(parsing: text) }
    }

    @Test func parsingTooLargeAnAmountIsAnOverflow() {
        #expect(throws: MoneyError.self) { try Money(parsing: "92233720368547758.08") }
    }

    @Test func invalidAmountMessageSaysWhatIsRight() {
        #expect(
            MoneyError.invalidAmount("1,2", currency: .cny).description
                == "\"1,2\" is not a valid CNY amount; write digits with at most 2 decimals, such as 12.50, 1234 or -3.5"
        )
    }

    @Test func currencyCodesAreValidated() throws {
        #expect(try CurrencyCode("cny") == .cny)
        #expect(throws: MoneyError.invalidCurrency("yuan")) { try CurrencyCode("yuan") }
    }

    @Test func codableRoundTrip() throws {
        let money = Money(minorUnits: -1250, currency: .eur)
        let data = try JSONEncoder().encode(money)
        #expect(try JSONDecoder().decode(Money.self, from: data) == money)
        let bad = Data(#"{"minorUnits": 1, "currency": "EURO"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Money.self, from: bad) }
    }
}
