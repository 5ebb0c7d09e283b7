import MediatorRuntime

/// The Notes module of the getting-started article: it provides `NoteService`, answers
/// `NoteDetail` and posts `NoteOpened`.
struct NotesModule: BusinessModule {
    let name = "Notes"

    func register(in registrar: inout ModuleRegistrar) {
        registrar.service((any NoteService).self) { PinnedNotes() }
        let hub = registrar.hub
        registrar.route(NoteDetail.self) { route, _ in
            guard let text = try await hub.service((any NoteService).self).text(of: route.id) else {
                throw RouteError.declined(
                    route: NoteDetail.pattern, code: "notes.unknown", message: "There is no note \(route.id).")
            }
            // Who could not follow the notice, and why: the note opens all the same.
            _ = await hub.post(NoteOpened(id: route.id))
            return .page(NotePage(title: "Note \(route.id)", text: text))
        }
    }
}
