import Account
import AllContracts
import Common
import ModuleTesting
import StandIns

/// A hub running the Account module alone over an in-memory store, recording its events.
struct AccountFixture {
    let store: InMemoryStateStore
    let hub: Hub
    /// The account events posted, in order, as `LoggedIn alice`, `LoggedOut alice`, `Deleted alice`.
    let events = LockedBox([String]())

    init(language: Language = .english, store: InMemoryStateStore = InMemoryStateStore()) async throws {
        self.store = store
        hub = try await Hub.bazaar([try AccountModule(store: store, language: language)])
        let events = events
        hub.subscribe(UserLoggedIn.self, owner: "test") { event in
            events.withLock { $0.append("LoggedIn \(event.user.id)") }
        }
        hub.subscribe(UserLoggedOut.self, owner: "test") { event in
            events.withLock { $0.append("LoggedOut \(event.userID)") }
        }
        hub.subscribe(AccountDeleted.self, owner: "test") { event in
            events.withLock { $0.append("Deleted \(event.userID)") }
        }
    }

    func account() async throws -> any AccountService {
        try await hub.service((any AccountService).self)
    }
}
