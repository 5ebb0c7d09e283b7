/// How a module words another module's error inside its own sentence, in the user's language.
public enum ErrorSentence {
    /// `error` as a person reads it: a ``ContractError`` worded by `sentence` from its key and
    /// values (as a module's `StringTable` does, so its strings need a line under each key it
    /// may meet), a service that could not be had by the reason its module gave (a set-up's or a
    /// provider's, in the user's language already), anything else by its description.
    public static func of(_ error: any Error, _ sentence: (String, [String: String]) -> String) -> String {
        switch error {
        case let error as any ContractError: sentence(error.key, error.values)
        case ServiceError.setUpFailed(_, _, let reason), ServiceError.creationFailed(_, let reason): reason
        default: String(describing: error)
        }
    }

    /// The causes of what the subscribers that could not follow an event threw (`Hub.post`'s
    /// failures), each as a person reads it: a contract error's `reason` (its sentence in the
    /// user's language, naming the file and the system's reason), anything else by its description.
    public static func causes(of failures: [(subscriber: String, error: any Error)]) -> [String] {
        failures.map { (($0.error as? any ContractError)?.values["reason"]) ?? String(describing: $0.error) }
    }
}
