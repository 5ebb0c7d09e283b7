/// A parsed route pattern such as `goods/detail/:id` or `files/*path`: literals, named parameters
/// and a last catch-all (`*` or `*rest`, one or more segments). A literal beats a parameter beats a
/// catch-all at each position, whatever the registration order.
struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
        /// Binds the trailing segments, joined by `/`, to its name (`nil` for `*`).
        case catchAll(String?)

        init(wellFormed part: Substring) {
            switch part.first {
            case ":": self = .parameter(String(part.dropFirst()))
            case "*": self = part.count > 1 ? .catchAll(String(part.dropFirst())) : .catchAll(nil)
            default: self = .literal(String(part))
            }
        }

        var parameterName: String? {
            switch self {
            case .literal: nil
            case .parameter(let name): name
            case .catchAll(let name): name
            }
        }
    }

    /// The normalised text (no leading or trailing `/`), which is the pattern: equal texts, equal patterns.
    let description: String

    /// The parameters' names in order, read from the text on each call.
    var parameterNames: [String] {
        guard parameterCount > 0 else { return [] }
        var names: [String] = []
        names.reserveCapacity(Int(parameterCount))
        var text = description
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
                if bytes[start] == UInt8(ascii: ":") || bytes[start] == UInt8(ascii: "*"), start + 1 < end {
                    names.append(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self))
                }
                start = end + 1
            }
        }
        return names
    }

    let parameterCount: Int32

    let segmentCount: Int32

    let endsInCatchAll: Bool

    /// The segments, parsed again on each call: a table of 10,000 patterns held 1.3 MB more with them
    /// kept (Tools/Benchmarks/README.md, row 5).
    var segments: [Segment] {
        // The text was parsed once already, so it parses again.
        (try? Self.parse(description).segments) ?? []
    }

    /// Parses a pattern, throwing `invalidPattern` naming the problem.
    init(_ text: String) throws(WiringError.Problem) {
        self = try Self.parsed(text).pattern
    }

    static func parsed(_ text: String) throws(WiringError.Problem) -> (pattern: RoutePattern, segments: [Segment]) {
        let (segments, description) = try parse(text)
        return (RoutePattern(segments: segments, description: description), segments)
    }

    static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool { lhs.description == rhs.description }

    func hash(into hasher: inout Hasher) { hasher.combine(description) }

    private static func parse(_ text: String) throws(WiringError.Problem) -> (segments: [Segment], description: String)
    {
        var text = text
        // The common case, checked byte by byte as bulk registration checks it.
        if let shape = text.withUTF8(wellFormedShape) {
            let description = shape.description(of: text)
            return (description.split(separator: "/").map(Segment.init(wellFormed:)), description)
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
        return (segments, String(body))
    }

    init(wellFormed description: String, _ shape: WellFormedShape) {
        self.description = description
        self.segmentCount = shape.segmentCount
        self.parameterCount = shape.parameterCount
        self.endsInCatchAll = shape.endsInCatchAll
    }

    private init(segments: [Segment], description: String) {
        self.description = description
        self.segmentCount = Int32(segments.count)
        self.parameterCount = Int32(segments.count { $0.parameterName != nil })
        if case .catchAll = segments.last { endsInCatchAll = true } else { endsInCatchAll = false }
    }

    /// Where a well-formed pattern lies in its text, and its counts, for the route table to walk it.
    struct WellFormedShape {
        let start: Int
        let end: Int
        let segmentCount: Int32
        let parameterCount: Int32
        let endsInCatchAll: Bool

        /// The pattern's text without a leading or trailing `/`.
        func description(of text: String) -> String {
            start == 0 && end == text.utf8.count
                ? text : String(Substring(text.utf8.dropFirst(start).prefix(end - start)))
        }
    }

    /// The shape of a well-formed ASCII pattern without `.` or `..` literals; `nil` for any other text,
    /// which `parse` reads the general way and refuses with its reason.
    static func wellFormedShape(_ bytes: UnsafeBufferPointer<UInt8>) -> WellFormedShape? {
        var start = 0
        var end = bytes.count
        if start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
        if start < end, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        guard start < end else { return nil }
        var segmentCount: Int32 = 0
        var endsInCatchAll = false
        // The parameters' names, as ranges of `bytes`.
        var names: [(start: Int, end: Int)] = []
        var partStart = start
        for position in start...end where position == end || bytes[position] == UInt8(ascii: "/") {
            let part = UnsafeBufferPointer(rebasing: bytes[partStart..<position])
            let nameStart = partStart + 1
            partStart = position + 1
            guard let first = part.first else { return nil }
            segmentCount += 1
            let rest = UnsafeBufferPointer(rebasing: part[1...])
            switch first {
            case UInt8(ascii: ":"), UInt8(ascii: "*"):
                if first == UInt8(ascii: "*") {
                    guard position == end else { return nil }
                    endsInCatchAll = true
                    if rest.isEmpty { continue }
                }
                guard isIdentifier(rest),
                    !names.contains(where: { bytes[$0.start..<$0.end].elementsEqual(rest) })
                else { return nil }
                names.append((nameStart, position))
            default:
                guard part.allSatisfy(isLiteralByte), !part.allSatisfy({ $0 == UInt8(ascii: ".") }) else {
                    return nil
                }
            }
        }
        return WellFormedShape(
            start: start, end: end, segmentCount: segmentCount, parameterCount: Int32(names.count),
            endsInCatchAll: endsInCatchAll)
    }

    private static func isIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return bytes.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") }
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
