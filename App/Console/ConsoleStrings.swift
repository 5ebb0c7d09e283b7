import Common
import Foundation

/// The Console's own words (sessions, errors, page chrome, introspection) from its bundle.
public enum ConsoleStrings {
    /// The Console's strings in `language`, falling back to English.
    public static func load(_ language: Language) throws(LocalizationError) -> StringTable {
        try StringTable.load(
            resourceDirectory: ResourceDirectory.of("Bazaar_Console") { .module }, language: language,
            languages: language.withFallback)
    }
}
