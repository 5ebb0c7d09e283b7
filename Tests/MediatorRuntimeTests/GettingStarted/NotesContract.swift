// The contract of the getting-started article (Mediator/Runtime/MediatorRuntime.docc):
// `GettingStartedArticleTests` checks that every code block of the article stands in these files.
import MediatorRuntime

/// Opens one note: `notes://note/3` from outside, `NoteDetail(id: 3)` inside.
public struct NoteDetail: Route {
    /// The note's number is a path parameter.
    public static let pattern = "note/:id"
    /// What the route shows, in each language, for introspection.
    public static let summary: RouteSummary = ["en": "one note", "zh-Hans": "一条笔记"]
    /// The note's number.
    public var id: Int

    /// The route to note `id`.
    public init(id: Int) { self.id = id }
}

/// Opens the note opened last.
public struct RecentNote: Route {
    /// No parameters.
    public static let pattern = "recent"

    /// The route.
    public init() {}
}

/// What the Notes module offers other modules.
public protocol NoteService: Sendable {
    /// The note's text, or `nil` when there is no such note.
    func text(of id: Int) -> String?
}

/// Told to every subscriber when a note was opened.
public struct NoteOpened: Event {
    /// The note's number.
    public let id: Int

    /// The event for note `id`.
    public init(id: Int) { self.id = id }
}

/// Told to every subscriber when the app is about to end, so modules finish what they keep.
public struct AppWillEnd: Event {
    /// Why the app ends, as in `quit`.
    public let reason: String

    /// The event for an end because of `reason`.
    public init(reason: String) { self.reason = reason }
}
