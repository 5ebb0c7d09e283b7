import MediatorRuntime

/// The Recent module of the getting-started article: it hears `NoteOpened`, consumes
/// `NoteService` and answers `RecentNote` with the note opened last.
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
