import MediatorRuntime

/// A link on a page: a title and the typed route it opens through the native entry (a
/// native-only route carries its in-app data as its own properties), with the completion,
/// typed by the route's result, that the route may need.
public struct PageLink: Sendable, Encodable {
    /// What a person reads.
    public var title: String
    /// The route's path and query without a scheme, as in `goods/detail/3`; the route's
    /// pattern when its values cannot be written as a URL.
    public let path: String
    /// Whether the route is native-only (its URL cannot be opened from outside).
    public let isNativeOnly: Bool
    /// What a person must type before the link is followed, for a link that cannot be undone
    /// (deleting an account): the question, in the person's language, naming what to type, and
    /// the exact answer (the user name, say). A front end asks the question and follows the link
    /// only when ``isConfirmed(by:)`` holds for what was typed; anything else leaves everything
    /// as it was. `nil`: the link is followed without asking.
    public let confirmation: (prompt: String, answer: String)?
    /// Why the link cannot be followed now (`none left`, in the person's language), or `nil`
    /// when it can. An action a line's state rules out stays on the page with its reason, so
    /// the numbers of the actions after it do not depend on that state; front ends show the
    /// reason beside the title and, when it is chosen, say it without following the link.
    public private(set) var unavailableReason: String?
    let open: @Sendable (Hub, Navigator?) async throws(RouteError) -> RouteOutcome<ActionOutcome?>

    /// Creates a link to a typed route.
    public init<R: Route>(_ title: String, to route: R, confirmation: (prompt: String, answer: String)? = nil) {
        self.init(title, route: route, completion: nil, confirmation: confirmation)
    }

    /// Creates a link to a typed route that hands the route's result to `completion`.
    public init<R: Route>(
        _ title: String, to route: R, completion: RouteCompletion<R.Result>,
        confirmation: (prompt: String, answer: String)? = nil
    ) {
        self.init(title, route: route, completion: completion, confirmation: confirmation)
    }

    private init<R: Route>(
        _ title: String, route: R, completion: RouteCompletion<R.Result>?,
        confirmation: (prompt: String, answer: String)?
    ) {
        self.title = title
        self.path = Hub.path(of: route)
        self.isNativeOnly = R.isNativeOnly
        self.confirmation = confirmation
        self.open = { (hub, navigator) async throws(RouteError) in
            try await hub.open(route, completion: completion, navigator: navigator).erased
        }
    }

    /// Whether `typed` confirms following this link: it equals the ``confirmation``'s answer once
    /// leading and trailing spaces are removed. Never for a link that asks no confirmation, nor
    /// when the answer is empty.
    public func isConfirmed(by typed: String) -> Bool {
        guard let answer = confirmation?.answer, !answer.isEmpty else { return false }
        return typed.trimmingSpaces() == answer
    }

    /// This link, unavailable for `reason` (see ``unavailableReason``); a `nil` reason leaves
    /// it as it is, so a page can write `link.unavailable(because: atLimit ? noneLeft : nil)`.
    public func unavailable(because reason: String?) -> PageLink {
        guard let reason else { return self }
        var link = self
        link.unavailableReason = reason
        return link
    }

    /// The `userInfo` key under which a front end gives its encoder the URL scheme (a `String`,
    /// as in `bazaar`), so that links are encoded with their full URL under `url`.
    public static let schemeUserInfoKey = CodingUserInfoKey(rawValue: "MediatorRuntime.PageLink.scheme")!

    private enum CodingKeys: String, CodingKey { case title, url, path, isNativeOnly, confirmation, unavailable }
    private enum ConfirmationKeys: String, CodingKey { case prompt, answer }

    /// Encodes the title, the link's full URL as `url` (`bazaar://goods/detail/3`) when the encoder's
    /// `userInfo` names the scheme under ``schemeUserInfoKey`` (else its `path` without a scheme),
    /// whether the route is native-only, if the link asks first its confirmation (as
    /// `{"prompt": ..., "answer": ...}`) and, if it
    /// cannot be followed now, the reason as `unavailable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        if let scheme = encoder.userInfo[Self.schemeUserInfoKey] as? String {
            try container.encode(scheme + "://" + path, forKey: .url)
        } else {
            try container.encode(path, forKey: .path)
        }
        try container.encode(isNativeOnly, forKey: .isNativeOnly)
        if let confirmation {
            var nested = container.nestedContainer(keyedBy: ConfirmationKeys.self, forKey: .confirmation)
            try nested.encode(confirmation.prompt, forKey: .prompt)
            try nested.encode(confirmation.answer, forKey: .answer)
        }
        try container.encodeIfPresent(unavailableReason, forKey: .unavailable)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
