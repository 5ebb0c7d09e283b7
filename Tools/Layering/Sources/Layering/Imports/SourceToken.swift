/// A token of Swift code as far as finding imports needs: comments and the insides of string and
/// regex literals never produce one.
struct SourceToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// An identifier or keyword; a backticked one keeps its backticks in the source range.
        case identifier
        /// A `#name` directive or macro, without its arguments.
        case pound
        /// A string, regex or number literal.
        case literal
        /// Any other single byte of punctuation or operator.
        case punctuation
    }

    var kind: Kind
    /// Byte range in the file.
    var start: Int
    var end: Int
    /// 1-based line of the first byte.
    var line: Int
    /// Whether only whitespace, comments or nothing precede it on its line.
    var isFirstOnLine: Bool
}
