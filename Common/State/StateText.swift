import Foundation

/// The sentence a person reads for what the state store did or could not do, in their
/// language: a ``StateStoreError`` (with the ``StateProblem`` it carries), a ``StateNotice``
/// (a corrupt document set aside) and a ``StateLockWait``. The paths, the document's name and
/// the system's own text (`strerror`) are quoted as they are; the sentence around them is
/// Common's own (`State.strings`, the one table Common keeps), under the error's `key`. The
/// `description`s are the English, for logs and code; the English here is the same text.
///
/// The front end words start-up failures, notices and waits with it, and each module the
/// storage failures inside its own sentences, so nothing English is left in a Chinese one.
public struct StateText: Sendable {
    /// Common's state strings, in the user's language.
    public let strings: StringTable

    /// Words state errors with `strings` (Common's state strings).
    public init(strings: StringTable) {
        self.strings = strings
    }

    /// Words state errors in `language`; throws when Common's strings cannot be read.
    public init(language: Language) throws(LocalizationError) {
        strings = try StringTable.load(
            resourceDirectory: ResourceDirectory.of("Bazaar_Common") { .module }, table: "State", language: language,
            languages: language.withFallback)
    }

    /// `error` worded in `language`: a state error's or a bundle data file's sentence, or the
    /// description of any other error (and of those, should Common's strings be unreadable).
    public static func sentence(for error: any Error, in language: Language) -> String {
        switch error {
        case let error as StateStoreError: (try? StateText(language: language)).map { $0(error) } ?? "\(error)"
        case let error as BundleDataFileError: (try? StateText(language: language)).map { $0(error) } ?? "\(error)"
        default: String(describing: error)
        }
    }

    /// The sentence for `error`.
    public func callAsFunction(_ error: StateStoreError) -> String {
        var values = error.values
        if let problem = error.problem { values["reason"] = strings(problem.key, problem.values) }
        return strings(error.key, values)
    }

    /// The sentence for a data file of a bundle that cannot be used (a module's catalogue),
    /// quoting its path and the system's or the decoder's reason as they are.
    public func callAsFunction(_ error: BundleDataFileError) -> String {
        strings(error.key, error.values)
    }

    /// The warning line for `notice`, as in `warning: state file ...`.
    public func callAsFunction(_ notice: StateNotice) -> String {
        var values = notice.values
        var why = notice.failure.values
        if let at = why["at"], at.isEmpty { why["at"] = strings("state.decoding.topLevel") }
        values["reason"] = strings(notice.failure.key, why)
        return strings("state.warning", ["message": strings(notice.key, values)])
    }

    /// The line saying `commandName` waits for a document another process holds; `variable`
    /// names the setting of the longest wait.
    public func callAsFunction(_ wait: StateLockWait, commandName: String, variable: String) -> String {
        strings(
            "state.waiting",
            [
                "command": commandName, "document": wait.documentName, "file": wait.file,
                "seconds": StateLockWait.seconds(wait.timeout), "variable": variable,
            ])
    }
}
