/// A semantic style for a piece of terminal text, drawn as ANSI escapes only in ``ColorMode/ansi``.
///
/// Callers name what the text *is* (a heading, a link, an error); this type alone decides
/// how that looks, so every page in the app is styled alike.
public enum TextStyle: Sendable, Hashable, CaseIterable {
    /// Page and section titles: bold.
    case heading
    /// Secondary text, such as a link's URL: dim.
    case muted
    /// A link's number: cyan.
    case link
    /// A failure the user must read: red.
    case error
    /// A completed action: green.
    case success
    /// Something worth attention that is not a failure: yellow.
    case warning

    /// The SGR parameter that switches this style on.
    var sgrCode: String {
        switch self {
        case .heading: "1"
        case .muted: "2"
        case .link: "36"
        case .error: "31"
        case .success: "32"
        case .warning: "33"
        }
    }

    /// Wraps `text` in this style's escapes when `mode` is ``ColorMode/ansi``; returns it unchanged otherwise.
    ///
    /// Empty text is returned unchanged in both modes, so no stray escapes appear.
    public func apply(to text: String, mode: ColorMode) -> String {
        guard mode == .ansi, !text.isEmpty else { return text }
        return "\u{1B}[\(sgrCode)m\(text)\u{1B}[0m"
    }
}
