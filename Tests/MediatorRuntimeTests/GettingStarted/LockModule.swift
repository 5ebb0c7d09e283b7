import MediatorRuntime

/// The Lock module of the getting-started article: it guards `unlocked`, redirecting a request
/// to `Unlock` while the notes are locked, and answers `Unlock` and `SecretNote`.
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
