import Common

/// The sentence a person reads for what the state store did or could not do, in their
/// language: a ``StateStoreError`` (and the ``StateProblem`` it carries), a ``StateNotice``
/// (a corrupt document set aside) and a ``StateLockWait``. The paths, the document's name and
/// the system's own text (`strerror`) are quoted as they are; the sentence around them is the
/// Console's, under the error's `key`. Their `description`s are English, for logs and code.
public struct StateText: Sendable {
    /// The Console's strings, in the user's language.
    public let strings: StringTable

    /// Words state errors and notices with `strings`, the Console's strings.
    public init(strings: StringTable) {
        self.strings = strings
    }

    /// The sentence for `error`: a state error's own, a usage error's, else its description.
    public func callAsFunction(_ error: any Error) -> String {
        switch error {
        case let error as StateStoreError:
            var values = error.values
            if let problem = error.problem { values["reason"] = strings(problem.key, problem.values) }
            return strings(error.key, values)
        case let error as UsageError:
            return error.message(strings)
        default:
            return String(describing: error)
        }
    }

    /// The warning line for `notice`, without the program's name.
    public func callAsFunction(_ notice: StateNotice) -> String {
        var values = notice.values
        var why = notice.failure.values
        if let at = why["at"], at.isEmpty { why["at"] = strings("state.decoding.topLevel") }
        values["reason"] = strings(notice.failure.key, why)
        return strings(notice.key, values)
    }

    /// The line saying `commandName` waits for a document another process holds.
    public func callAsFunction(_ wait: StateLockWait, commandName: String) -> String {
        strings(
            "state.waiting",
            [
                "command": commandName, "document": wait.documentName, "file": wait.file,
                "seconds": StateLockWait.seconds(wait.timeout), "variable": ConsoleProgram.lockTimeoutVariable,
            ])
    }
}
