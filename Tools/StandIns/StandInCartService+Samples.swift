import CartContract

extension StandInCartService {
    /// Two lines of the stand-in catalogue: 2 × 901 (green tea) and the last 903 (tea cup).
    public static let sampleLines = [
        CartLine(goodsID: 901, quantity: 2),
        CartLine(goodsID: 903, quantity: 1),
    ]
}
