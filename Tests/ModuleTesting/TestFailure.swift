/// A failed expectation inside a test helper, thrown to end the test; says what was expected.
public struct TestFailure: Error, CustomStringConvertible {
    /// What went wrong, as in `OrderPay answered a value, not a page`.
    public let description: String

    /// A failure saying `description`.
    public init(_ description: String) { self.description = description }
}
