// The consumer package of .ci/versioned-consumer/run: an app outside this repository that depends on
// `MediatorRuntime` by version, written as the getting-started article
// (Mediator/Runtime/MediatorRuntime.docc/Articles/GettingStarted.md) shows it: two modules, a route,
// a service, an event and a guard. It prints `versioned consumer: ok` when every step behaves as
// the article says, and otherwise what did not, exiting 1.
import Foundation
import MediatorRuntime

// MARK: - The contract

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

extension RouteRequirement {
    /// The notes are unlocked; the Lock module guards it.
    public static let unlocked = RouteRequirement("lock.unlocked")
}

/// The secret note, shown only while the notes are unlocked.
public struct SecretNote: Route {
    /// No parameters.
    public static let pattern = "secret"
    /// The Lock module's guard decides each request first.
    public static let requirements: [RouteRequirement] = [.unlocked]

    /// The route.
    public init() {}
}

/// Unlocks the notes, and tells its completion so.
public struct Unlock: Route {
    /// Whether the notes are unlocked now.
    public typealias Result = Bool
    /// No parameters.
    public static let pattern = "unlock"

    /// The route.
    public init() {}
}

// MARK: - The modules

/// Provides `NoteService`, answers `NoteDetail` and posts `NoteOpened`.
struct NotesModule: BusinessModule {
    let name = "Notes"

    func register(in registrar: inout ModuleRegistrar) {
        registrar.service((any NoteService).self) { PinnedNotes() }
        let hub = registrar.hub
        registrar.route(NoteDetail.self) { route, _ in
            guard let text = try await hub.service((any NoteService).self).text(of: route.id) else {
                throw RouteError.declined(code: "notes.unknown", message: "There is no note \(route.id).")
            }
            // Who could not follow the notice, and why: the note opens all the same.
            _ = await hub.post(NoteOpened(id: route.id))
            return .page(NotePage(title: "Note \(route.id)", text: text))
        }
    }
}

/// Notes' `NoteService`: two fixed notes.
struct PinnedNotes: NoteService {
    func text(of id: Int) -> String? {
        [1: "Buy oolong", 2: "Call home"][id]
    }
}

/// A page of one paragraph.
struct NotePage: Page {
    let title: String
    let text: String

    func content() -> PageContent {
        PageContent(title: title, sections: [PageSection(items: [.text(text)])])
    }
}

/// Hears `NoteOpened`, consumes `NoteService` and answers `RecentNote` with the note opened last.
struct RecentModule: BusinessModule {
    let name = "Recent"
    var consumes: [ServiceKey] { [ServiceKey((any NoteService).self)] }
    let lastOpened = LockedBox<Int?>(nil)

    func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        registrar.route(RecentNote.self) { _, _ in
            let id = lastOpened.withLock { $0 }
            let notes = try await hub.service((any NoteService).self)
            let text = id.flatMap { notes.text(of: $0) }
            return .page(NotePage(title: "Recent", text: text ?? "Nothing opened yet."))
        }
    }

    func setUp(hub: Hub) async throws {
        hub.subscribe(NoteOpened.self, owner: name) { event in
            lastOpened.withLock { $0 = event.id }
        }
    }
}

/// Guards `unlocked`, redirecting to `Unlock` while the notes are locked, and answers `Unlock`
/// and `SecretNote`.
struct LockModule: BusinessModule {
    let name = "Lock"
    let isUnlocked = LockedBox(false)

    func register(in registrar: inout ModuleRegistrar) {
        let isUnlocked = isUnlocked
        registrar.guard(.unlocked) { _ in
            isUnlocked.withLock { $0 } ? .proceed : .redirect(to: Unlock())
        }
        registrar.route(Unlock.self) { _, request in
            isUnlocked.withLock { $0 = true }
            await request.completion?(true)
            return .value(true)
        }
        registrar.route(SecretNote.self) { _, _ in
            .page(NotePage(title: "Secret", text: "The oolong is in the blue tin."))
        }
    }
}

// MARK: - The app

/// The title and paragraphs of the page an outcome shows.
func text<Result>(of outcome: RouteOutcome<Result>) async -> [String] {
    guard let content = await outcome.page?.content() else { return [] }
    return [content.title]
        + content.sections.flatMap(\.items).compactMap { item in
            if case .text(let text) = item { text } else { nil }
        }
}

var failures: [String] = []
@MainActor func expect(_ what: String, _ actual: [String], _ expected: [String]) {
    if actual != expected { failures.append("\(what): \(actual), expected \(expected)") }
}

let hub = try await Hub.build([NotesModule(), RecentModule(), LockModule()], router: RouterConfiguration(scheme: "notes"))

expect("remote", await text(of: try await hub.open(url: "notes://note/1")), ["Note 1", "Buy oolong"])
expect("native", await text(of: try await hub.open(NoteDetail(id: 2))), ["Note 2", "Call home"])
expect("recent, after the event", await text(of: try await hub.open(RecentNote())), ["Recent", "Call home"])
expect(
    "guarded", await text(of: try await hub.open(url: "notes://secret")), ["Secret", "The oolong is in the blue tin."])
do {
    _ = try await hub.open(url: "notes://note/9")
    failures.append("notes://note/9 opened; expected declined")
} catch RouteError.declined(_, let code, _) where code == "notes.unknown" {
} catch {
    failures.append("notes://note/9 threw \(error); expected declined")
}

if failures.isEmpty {
    print("versioned consumer: ok")
} else {
    print("versioned consumer: FAILED\n" + failures.joined(separator: "\n"))
    exit(1)
}
