import Common
import ContractSupport
import Foundation

/// The Console's own words (sessions, errors, page chrome, introspection) from its bundle.
public enum ConsoleStrings {
    /// The Console's strings in `language`, falling back to English.
    public static func load(_ language: Language) throws(LocalizationError) -> StringTable {
        try StringTable.load(
            resourceDirectory: ResourceDirectory.of("Bazaar_Console") { .module }, language: language,
            languages: language.withFallback)
    }

    /// The Console's strings in `language`, read (once) when a lookup first asks for them. When
    /// they cannot be read, `failed` is told why, once, and the table has no entries: each lookup
    /// answers its key.
    static func whenFirstUsed(
        _ language: Language, failed: @escaping @Sendable (LocalizationError) -> Void
    ) -> StringTable {
        StringTable(language: language, source: ReadOnFirstUse(language: language, failed: failed))
    }

    /// The entries, read on the first lookup under the lock; a failure is told outside it.
    private final class ReadOnFirstUse: StringTableSource {
        private let language: Language
        private let failed: @Sendable (LocalizationError) -> Void
        private let read = LockedBox<[Language: [String: String]]?>(nil)

        init(language: Language, failed: @escaping @Sendable (LocalizationError) -> Void) {
            self.language = language
            self.failed = failed
        }

        var entries: [Language: [String: String]] {
            let (entries, failure) = read.withLock { read -> ([Language: [String: String]], LocalizationError?) in
                if let read { return (read, nil) }
                do throws(LocalizationError) {
                    let loaded = try ConsoleStrings.load(language).entries
                    read = loaded
                    return (loaded, nil)
                } catch {
                    read = [:]
                    return ([:], error)
                }
            }
            if let failure { failed(failure) }
            return entries
        }
    }
}
