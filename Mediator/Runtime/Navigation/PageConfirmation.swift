/// What a person must type before a front end follows a link that cannot be undone, such as
/// deleting an account: the question, and the exact answer (the user name, say). A front end
/// asks the question and follows the link only when the answer typed, without surrounding
/// spaces, equals ``answer``; anything else leaves everything as it was.
public struct PageConfirmation: Sendable, Equatable, Encodable {
    /// The question, in the user's language, naming what to type.
    public let prompt: String
    /// What must be typed, exactly.
    public let answer: String

    /// Creates a confirmation.
    public init(prompt: String, answer: String) {
        self.prompt = prompt
        self.answer = answer
    }

    /// Whether `typed` confirms: equal to ``answer`` once leading and trailing spaces are removed.
    public func isConfirmed(by typed: String) -> Bool {
        !answer.isEmpty && typed.trimmingSpaces() == answer
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
