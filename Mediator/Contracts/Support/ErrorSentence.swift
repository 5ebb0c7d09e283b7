/// How a module words another module's error inside its own sentence, in the user's language.
public enum ErrorSentence {
    /// `error` as a person reads it: a ``ContractError`` worded by `sentence` from its key and
    /// values (as a module's `StringTable` does, so its strings need a line under each key it
    /// may meet), anything else (a handler's `RouteError.handlerFailed`, already worded) by its description.
    public static func of(_ error: any Error, _ sentence: (String, [String: String]) -> String) -> String {
        (error as? any ContractError).map { sentence($0.key, $0.values) } ?? String(describing: error)
    }
}
