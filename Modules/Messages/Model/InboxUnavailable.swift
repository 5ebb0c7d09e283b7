/// The inbox could not be read or is invalid: the sentence, in the user's language, naming the
/// file and what is wrong. Messages' set-up fails with it, and its handlers name it as their reason.
struct InboxUnavailable: Error, CustomStringConvertible {
    let description: String
}
