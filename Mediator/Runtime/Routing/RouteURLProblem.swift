/// Why a URL is malformed, as a value a front end words from ``key`` and ``values``; ``description``
/// is the English. No case names a route pattern, only what the person typed.
///
/// Read by front ends that word a malformed URL in the user's language.
public enum RouteURLProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is longer than `limit` UTF-8 bytes.
    case tooLong(limit: Int)
    /// The URL is empty.
    case empty
    /// The URL does not start with a scheme (`bazaar://...`).
    case noScheme
    /// Nothing follows `scheme://`.
    case noRoute
    /// A path segment is empty (`a//b`).
    case emptySegment
    /// The path has more than `limit` segments.
    case tooManySegments(limit: Int)
    /// A path segment is `.` or `..` (given as `segment`).
    case dotSegment(String)
    /// A `.` or `..` behind an encoded `/` in a path segment.
    case dotBehindEncodedSlash(segment: String)
    /// The URL carries user info (`user@`).
    case userInfo
    /// The URL carries a port (`:8080`).
    case port
    /// The query has more than `limit` items.
    case tooManyQueryItems(limit: Int)
    /// A query item has no name (`?=3`).
    case unnamedQueryItem
    /// A query item's name comes twice.
    case repeatedQueryItem(name: String)
    /// A `%` not followed by two hex digits.
    case invalidPercentEscape
    /// Percent escapes that do not decode to UTF-8.
    case notUTF8
    /// Percent escapes that decode to control or invisible formatting characters.
    case invisibleCharacters
    /// A raw non-ASCII byte at `position` (0-based, in bytes).
    case nonASCII(position: Int)
    /// A raw control byte at `position`.
    case controlCharacter(position: Int)
    /// A raw space at `position`.
    case space(position: Int)
    /// A character a URL may not hold raw (`<`, `"`, `{`, ...) at `position`.
    case rawCharacter(String, position: Int)
    /// A catch-all's segment holds an encoded `/`, which it could not tell from a real one.
    case encodedSlash(segment: String)
    /// The query names a parameter the link does not take; `accepted` are those it takes, sorted.
    case undeclaredParameter(name: String, accepted: [String])

    /// A stable name for the case, as in `url.space`, for a front end's strings.
    public var key: String { parts.key }

    /// What a sentence may name: `limit`, `position`, `character`, `segment`, `name`, `accepted` (joined by ", ").
    public var values: [String: String] { parts.values }

    private var parts: (key: String, values: [String: String]) {
        switch self {
        case .tooLong(let limit): ("url.tooLong", ["limit": "\(limit)"])
        case .empty: ("url.empty", [:])
        case .noScheme: ("url.noScheme", [:])
        case .noRoute: ("url.noRoute", [:])
        case .emptySegment: ("url.emptySegment", [:])
        case .tooManySegments(let limit): ("url.tooManySegments", ["limit": "\(limit)"])
        case .dotSegment(let segment): ("url.dotSegment", ["segment": segment])
        case .dotBehindEncodedSlash(let segment): ("url.dotBehindEncodedSlash", ["segment": segment])
        case .userInfo: ("url.userInfo", [:])
        case .port: ("url.port", [:])
        case .tooManyQueryItems(let limit): ("url.tooManyQueryItems", ["limit": "\(limit)"])
        case .unnamedQueryItem: ("url.unnamedQueryItem", [:])
        case .repeatedQueryItem(let name): ("url.repeatedQueryItem", ["name": name])
        case .invalidPercentEscape: ("url.invalidPercentEscape", [:])
        case .notUTF8: ("url.notUTF8", [:])
        case .invisibleCharacters: ("url.invisibleCharacters", [:])
        case .nonASCII(let position): ("url.nonASCII", ["position": "\(position)"])
        case .controlCharacter(let position): ("url.controlCharacter", ["position": "\(position)"])
        case .space(let position): ("url.space", ["position": "\(position)"])
        case .rawCharacter(let character, let position):
            ("url.rawCharacter", ["character": character, "position": "\(position)"])
        case .encodedSlash(let segment): ("url.encodedSlash", ["segment": segment])
        case .undeclaredParameter(let name, let accepted):
            ("url.undeclaredParameter", ["name": name, "accepted": accepted.joined(separator: ", ")])
        }
    }

    /// The English for logs and code, as in `space at byte 23; write %20`.
    public var description: String {
        switch self {
        case .tooLong(let limit): "longer than \(limit) bytes"
        case .empty: "empty; expected scheme://path, as in bazaar://home"
        case .noScheme: "no scheme; expected scheme://path, as in bazaar://home"
        case .noRoute: "no route after the scheme"
        case .emptySegment: "empty path segment"
        case .tooManySegments(let limit): "more than \(limit) path segments"
        case .dotSegment(let segment): "'\(segment)' path segment"
        case .dotBehindEncodedSlash(let segment): "'.' or '..' behind an encoded '/' in path segment '\(segment)'"
        case .userInfo: "user info is not allowed in a route URL"
        case .port: "a port is not allowed in a route URL"
        case .tooManyQueryItems(let limit): "more than \(limit) query items"
        case .unnamedQueryItem: "query item with no name"
        case .repeatedQueryItem(let name): "query item '\(name)' given twice"
        case .invalidPercentEscape: "invalid percent escape; write % followed by two hex digits, as in %20"
        case .notUTF8: "percent escapes that do not decode to UTF-8 text"
        case .invisibleCharacters: "percent escapes that decode to control or invisible formatting characters"
        case .nonASCII(let position): "non-ASCII character at byte \(position); percent-encode it"
        case .controlCharacter(let position): "control character at byte \(position)"
        case .space(let position): "space at byte \(position); write %20"
        case .rawCharacter(let character, let position):
            "character '\(character)' at byte \(position) is not allowed raw; percent-encode it"
        case .encodedSlash(let segment):
            "segment '\(segment)' holds an encoded '/', which a catch-all cannot tell from a real one; "
                + "write the '/' unencoded"
        case .undeclaredParameter(let name, let accepted):
            "query parameter '\(name)' is not one this link takes; it takes "
                + (accepted.isEmpty ? "none" : accepted.joined(separator: ", "))
        }
    }
}
