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
    /// What the handler of `route` throws for this error: `RouteError.declined` coded ``key`` for the
    /// shop's rules, else `RouteError.handlerFailed`; `sentence` words the key with the values
    /// (and any `extra` ones) in the user's language, as a module's `StringTable` does.
    public func routeError(
        for route: any Route.Type, _ sentence: (String, [String: String]) -> String, extra: [String: String] = [:]
    ) -> RouteError {
        let message = sentence(key, values.merging(extra) { _, added in added })
        return isDeclined
            ? .declined(route: route.pattern, code: key, message: message)
            : .handlerFailed(route: route.pattern, reason: message)
    }
}
