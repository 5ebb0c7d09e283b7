/// An error a contract's service throws, described by data rather than by a sentence, so that
/// whichever module shows it words it in the user's language with its own strings: ``key``
/// names the case (`cart.notInCart`), ``values`` fill the sentence's placeholders (`id`), and
/// ``isDeclined`` says whether the shop's rules said no or the app failed.
public protocol ContractError: Error, Sendable {
    /// A stable name for the case, as in `cart.notInCart`; a module's strings have a sentence under it.
    var key: String { get }
    /// The values the sentence names, by placeholder name.
    var values: [String: String] { get }
    /// `true` when the shop's rules said no (out of stock, not in the cart); `false` when the
    /// app failed (storage).
    var isDeclined: Bool { get }
}

extension ContractError {
    /// What a route handler throws for this error: a `RouteDeclined` coded ``key`` for the
    /// shop's rules, else a `RouteFailure`; `sentence` words the key with the values (and any
    /// `extra` ones) in the user's language, as a module's `StringTable` does.
    public func routeError(
        _ sentence: (String, [String: String]) -> String, extra: [String: String] = [:]
    ) -> any Error {
        let message = sentence(key, values.merging(extra) { _, added in added })
        return isDeclined ? RouteDeclined(code: key, message: message) : RouteFailure(message)
    }
}
