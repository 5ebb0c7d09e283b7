import MediatorRuntime
import Testing

/// The guard section of the getting-started article behaves as it says.
struct LockArticleTests {
    @Test func theSecretNoteUnlocksFirstThenOpens() async throws {
        let lock = LockModule()
        let hub = try await Hub.build([NotesModule(), lock], router: RouterConfiguration(scheme: "notes"))

        let secret = try await hub.open(url: "notes://secret")

        #expect((secret.page as? NotePage)?.title == "Secret")
        #expect(lock.isUnlocked.withLock { $0 })
    }

    @Test func aRouteThatRequiresWhatNobodyGuardsIsRefusedByTheBuild() async {
        struct SecretsAlone: BusinessModule {
            let name = "Secrets"
            func register(in registrar: inout ModuleRegistrar) {
                registrar.route(SecretNote.self) { _, _ in .page(NotePage(title: "Secret", text: "")) }
            }
        }
        await #expect {
            try await Hub.build([SecretsAlone()], router: RouterConfiguration(scheme: "notes"))
        } throws: { error in
            "\(error)".contains("lock.unlocked")
        }
    }
}
