import Common
import MessagesContract

/// The bundle's inbox, read and checked once, by the module's deferred set-up (so not on the
/// start path: decoding it cost about 2% of `bazaar open bazaar://home`), and then kept for the
/// process. A missing or broken file is not forgotten: its error, naming the file's path and what
/// is wrong, is kept too, and the set-up fails with it.
final class LazyInbox: Sendable {
    private let load: @Sendable () -> Result<Inbox, InboxFailure>
    private let loaded = LockedBox<Result<Inbox, InboxFailure>?>(nil)

    /// An inbox that `load` makes on first use (once, even when two threads ask at once).
    init(load: @escaping @Sendable () -> Result<Inbox, InboxFailure>) {
        self.load = load
    }

    /// The inbox; throws the loading error, naming the file, worded with the module's
    /// `strings` (in the user's language), when it could not be read.
    func get(_ strings: StringTable) throws(InboxUnavailable) -> Inbox {
        let result = loaded.withLock { loaded in
            if let loaded { return loaded }
            let made = load()
            loaded = made
            return made
        }
        switch result {
        case .success(let inbox): return inbox
        case .failure(let failure): throw InboxUnavailable(description: failure.sentence(strings))
        }
    }
}
