// The consumer package of .ci/versioned-consumer/run: an app outside this repository that depends on
// `MediatorRuntime` by version. Its modules are the getting-started article's
// (Mediator/Runtime/MediatorRuntime.docc/Articles/GettingStarted.md), whose code lives in
// Tests/MediatorRuntimeTests/GettingStarted and is copied beside this file: two modules, a route, a
// service, an event and a guard. It prints `versioned consumer: ok` when every step behaves as the
// article says, and otherwise what did not, exiting 1.
import Foundation
import MediatorRuntime

// MARK: - The app

/// The title and paragraph of the page an outcome shows.
func text<Result>(of outcome: RouteOutcome<Result>) -> [String] {
    guard let page = outcome.page as? NotePage else { return [] }
    return [page.title, page.text]
}

var failures: [String] = []
@MainActor func expect(_ what: String, _ actual: [String], _ expected: [String]) {
    if actual != expected { failures.append("\(what): \(actual), expected \(expected)") }
}

let hub = try await Hub.build(
    [NotesModule(), RecentModule(), LockModule()], router: RouterConfiguration(scheme: "notes"))

expect("remote", text(of: try await hub.open(url: "notes://note/1")), ["Note 1", "Buy oolong"])
expect("native", text(of: try await hub.open(NoteDetail(id: 2))), ["Note 2", "Call home"])
expect("recent, after the event", text(of: try await hub.open(RecentNote())), ["Recent", "Call home"])
expect(
    "guarded", text(of: try await hub.open(url: "notes://secret")), ["Secret", "The oolong is in the blue tin."])
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
