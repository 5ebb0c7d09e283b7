/// What a handler throws when the app's rules decline a valid request (out of stock, not
/// logged in, an item not in the cart). The router surfaces it as `RouteError.declined`, not as
/// a handler failure, so a front end can tell "the shop said no" from "the app broke".
public struct RouteDeclined: Error, Sendable, Equatable, CustomStringConvertible {
    /// A stable machine name for the rule, as in `cart.notInCart`.
    public let code: String
    /// The sentence for a person, already in the user's language; it names no internal type,
    /// route pattern or error domain.
    public let message: String

    /// Creates a refusal by the app's rules.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
