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

    /// `error` worded in `language`: a state error's or a bundle data file's sentence, the phrase
    /// for a decoding failure, or the description of any other error (and of those, should
    /// Common's strings be unreadable).
    public static func sentence(for error: any Error, in language: Language) -> String {
        let text = { try? StateText(language: language) }
        switch error {
        case let error as StateStoreError: return text().map { $0(error) } ?? "\(error)"
        case let error as BundleDataFileError: return text().map { $0(error) } ?? "\(error)"
        case let error as StateDocumentCoding.DecodingFailure: return text().map { $0(error) } ?? "\(error)"
        default: return String(describing: error)
        }
    }

    /// The sentence for `error`.
    public func callAsFunction(_ error: StateStoreError) -> String {
        var values = error.values
        if let problem = error.problem {
            var why = problem.values
            if case .breaksRule(let rule) = problem { why["rule"] = self(rule) }
            values["reason"] = strings(problem.key, why)
        }
        return strings(error.key, values)
    }

    /// The sentence for a data file of a bundle that cannot be used (a module's catalogue),
    /// quoting its path and the system's reason as they are, and wording why it does not decode
    /// or which rule it breaks.
    public func callAsFunction(_ error: BundleDataFileError) -> String {
        var values = error.values
        switch error {
        case .undecodable(_, let failure): values["reason"] = self(failure)
        case .invalid(_, let rule): values["reason"] = self(rule)
        case .missing, .unreadable: break
        }
        return strings(error.key, values)
    }

    /// Why some bytes are not a valid document or data file, as a phrase (`missing key "lines"
    /// at top level`): the place, the key and the rule's field and values quoted as they are,
    /// the JSON kind expected worded.
    public func callAsFunction(_ failure: StateDocumentCoding.DecodingFailure) -> String {
        var values = failure.values
        if let at = values["at"], at.isEmpty { values["at"] = strings("state.decoding.topLevel") }
        if let expected = values["expected"] { values["expected"] = strings("state.json." + expected) }
        if let rule = failure.rule { values["rule"] = self(rule) }
        return strings(failure.key, values)
    }

    /// The phrase for a broken rule, as in `lines[0].quantity is -2, expected 1 to 99`.
    public func callAsFunction(_ rule: BrokenRule) -> String {
        strings(rule.count == 1 ? rule.key + ".one" : rule.key, rule.values)
    }

    /// The warning line for `notice`, as in `warning: state file ...`.
    public func callAsFunction(_ notice: StateNotice) -> String {
        var values = notice.values
        values["reason"] = self(notice.failure)
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
