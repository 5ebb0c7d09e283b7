/// The inbox.
public struct MessagesInbox: Route {
    /// `messages`
    public static let pattern = "messages"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "the inbox",
        "zh-Hans": "收件箱",
    ]
    /// Creates the route.
    public init() {}
}

/// One message, with the link its data carries.
public struct MessageDetail: Route {
    /// `messages/:id`
    public static let pattern = "messages/:id"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "one message",
        "zh-Hans": "单条消息",
    ]
    /// The message's id.
    public var id: Int
    /// Creates the route.
    public init(id: Int) { self.id = id }
}

/// Follows the route URL a message carries, through the remote entry: the data, not the
/// code, chooses where it leads, so it is treated like any link from outside.
public struct MessageFollow: Route {
    /// The outcome of the action the message's URL names, if it names one.
    public typealias Result = ActionOutcome
    /// `messages/:id/follow`
    public static let pattern = "messages/:id/follow"
    /// One line for introspection, in each language.
    public static let summary: RouteSummary = [
        "en": "open the URL a message carries (through the remote entry)",
        "zh-Hans": "打开消息携带的网址（经远程入口）",
    ]
    /// The message's id.
    public var id: Int
    /// Creates the route.
    public init(id: Int) { self.id = id }
}
