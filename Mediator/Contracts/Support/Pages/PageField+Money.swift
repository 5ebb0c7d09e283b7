import MediatorRuntime
import Values

extension PageField {
    /// A money field from a ``Money``: its minor units, currency code and formatted text (`¥12.50`),
    /// right-aligned. `nil` (an amount too large to compute) is the absent value written `—`.
    public init(key: String, label: String, money amount: Money?) {
        guard let amount else {
            self.init(key: key, label: label, typed: .absent(text: "—"), isNumeric: true)
            return
        }
        self.init(
            key: key, label: label, minorUnits: amount.minorUnits, currency: amount.currency.code,
            text: amount.formatted)
    }
}
