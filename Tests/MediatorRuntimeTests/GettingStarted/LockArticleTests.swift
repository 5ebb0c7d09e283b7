import MediatorRuntime
import Testing

/// The guard section of the getting-started article behaves as it says.
struct LockArticleTests {
    @Test func theSecretNoteUnlocksFirstThenOpens() async throws {
        let hub = Hub(router: .init(scheme: "notes"))
        let lock = LockModule()
        try await hub.start([NotesModule(), lock])

        let secret = try await hub.open(url: "notes://secret")

        #expect(await secret.page?.content().title == "Secret")
        #expect(lock.isUnlocked.withLock { $0 })
    }

    @Test func aRouteThatRequiresWhatNobodyGuardsIsRefusedAtStart() async {
        let hub = Hub(router: .init(scheme: "notes"))
        struct SecretsAlone: BusinessModule {
            let name = "Secrets"
            func register(in registrar: inout ModuleRegistrar) {
                registrar.route(SecretNote.self) { _, _ in .page(NotePage(title: "Secret", text: "")) }
            }
        }
        await #expect {
            try await hub.start([SecretsAlone()])
        } throws: { error in
            "\(error)".contains("lock.unlocked")
        }
    }
}
