/// A route URL taken apart strictly: `scheme://host/more/segments?name=value`, scheme and host lowercased,
/// segments and query items percent-decoded (`+` a space in the query), a fragment ignored; the rest refused.
struct RouteURL: Sendable, Equatable {
    /// Lowercased; followed by `:` when the URL has no `//` after it.
    let scheme: String
    let segments: [String]
    let queryItems: [RouteParameters.Item]
}

extension RouteURL {
    /// Parses `text` within the configuration's limits (so hostile input costs little).
    init(parsing text: String, limits: RouterConfiguration = RouterConfiguration(scheme: "")) throws(RouteError) {
        var text = text
        let parsed = text.withUTF8 { bytes in
            Result { () throws(RouteURLProblem) in try Self.parse(bytes, limits: limits) }
        }
        self = try parsed.mapError { RouteError.malformedURL(Self.quoted(text), reason: $0) }.get()
    }

    /// The scheme `text` begins with, lowercased, whatever follows.
    static func scheme(of text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            schemeEnd(bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<$0]), as: UTF8.self) }
        }?.lowercased()
    }

    private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
            let byte = bytes[index]
            let valid =
                index == 0
                ? (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                : RoutePattern.isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".")
            guard valid else { return nil }
            index += 1
        }
        return index > 0 && index < bytes.count ? index : nil
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: RouterConfiguration
    ) throws(RouteURLProblem) -> RouteURL {
        guard bytes.count <= limits.maximumURLLength else {
            throw .tooLong(limit: limits.maximumURLLength)
        }
        guard !bytes.isEmpty else { throw .empty }

        // Scheme: a letter, then letters, digits, + - . up to "://".
        guard var index = schemeEnd(bytes) else { throw .noScheme }
        let scheme = folded(String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<index]), as: UTF8.self))
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
        else {
            // A scheme without "//" (`javascript:alert(1)`, `bazaar:`) keeps the colon, which no router
            // serves: a wrong scheme. The rest is held to the characters a URL may hold raw.
            for position in (index + 1)..<bytes.count
            where !isQueryByte(bytes[position]) && bytes[position] != UInt8(ascii: "#") {
                throw describe(bytes[position], at: position)
            }
            return RouteURL(scheme: scheme + ":", segments: [], queryItems: [])
        }
        index += 3

        // Path: segments up to "?" or "#".
        var segments: [String] = []
        // Kept for speed: without it a miss cost 9,893 instructions, not 8,984, and a hit 13,928, not 13,019.
        segments.reserveCapacity(4)
        var segmentStart = index

        var queryStart: Int? = nil
        var fragmentStart: Int? = nil
        scan: while index <= bytes.count {
            let byte: UInt8 = index < bytes.count ? bytes[index] : UInt8(ascii: "/")
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<min(index, bytes.count)])
                let atEnd = index >= bytes.count || byte != UInt8(ascii: "/")
                if segment.isEmpty {
                    // A single trailing slash is tolerated; any other empty segment is not.
                    if !(atEnd && !segments.isEmpty && bytes[index - 1] == UInt8(ascii: "/")) {
                        throw segments.isEmpty ? .noRoute : .emptySegment
                    }
                } else {
                    guard segments.count < limits.maximumSegments else {
                        throw .tooManySegments(limit: limits.maximumSegments)
                    }
                    let text = try decode(segment, plusIsSpace: false)
                    if text == "." || text == ".." { throw .dotSegment(text) }
                    // An encoded "/" must not smuggle one in either: a catch-all joins segments by "/".
                    // (Only an escape can put a "/" in a segment, so plain segments skip the search.)
                    if segment.contains(UInt8(ascii: "%")), text.utf8.contains(UInt8(ascii: "/")),
                        text.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                            $0 == "." || $0 == ".."
                        })
                    {
                        throw .dotBehindEncodedSlash(segment: text)
                    }
                    // The authority (the first segment) is a host: case-insensitive (RFC 3986).
                    segments.append(segments.isEmpty ? folded(text) : text)
                }
                if atEnd {
                    if index < bytes.count, byte == UInt8(ascii: "?") { queryStart = index + 1 }
                    if index < bytes.count, byte == UInt8(ascii: "#") { fragmentStart = index + 1 }
                    break scan
                }
                segmentStart = index + 1
            case UInt8(ascii: "@") where segments.isEmpty:
                throw .userInfo
            case UInt8(ascii: ":") where segments.isEmpty:
                // `user:password@host`: a colon before an `@` in the host is user information.
                let host = bytes[index...].prefix { !"/?#".utf8.contains($0) }
                throw host.contains(UInt8(ascii: "@")) ? .userInfo : .port
            default:
                guard isPathByte(byte) else { throw describe(byte, at: index) }
            }
            index += 1
        }

        // Query: name=value pairs separated by "&", up to "#".
        var items: [RouteParameters.Item] = []
        if var position = queryStart {
            var pairStart = position
            while position <= bytes.count {
                let byte: UInt8 = position < bytes.count ? bytes[position] : UInt8(ascii: "#")
                if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "#") {
                    if position > pairStart {
                        guard items.count < limits.maximumQueryItems else {
                            throw .tooManyQueryItems(limit: limits.maximumQueryItems)
                        }
                        let pair = UnsafeBufferPointer(rebasing: bytes[pairStart..<position])
                        let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.count
                        let rawName = UnsafeBufferPointer(rebasing: pair[0..<equals])
                        let rawValue = UnsafeBufferPointer(rebasing: pair[min(equals + 1, pair.count)..<pair.count])
                        guard !rawName.isEmpty else { throw .unnamedQueryItem }
                        let name = try decode(rawName, plusIsSpace: true)
                        let value = try decode(rawValue, plusIsSpace: true)
                        if items.contains(where: { $0.name == name }) {
                            throw .repeatedQueryItem(name: name)
                        }
                        // As written, for an error to quote, only when decoding changed it.
                        let written =
                            rawValue.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }
                            ? String(decoding: rawValue, as: UTF8.self) : nil
                        items.append(RouteParameters.Item(name: name, value: value, written: written))
                    }
                    if byte == UInt8(ascii: "#") {
                        if position < bytes.count { fragmentStart = position + 1 }
                        break
                    }
                    pairStart = position + 1
                } else if !isQueryByte(byte) {
                    throw describe(byte, at: position)
                }
                position += 1
            }
        }

        // Fragment: ignored, but held to the characters RFC 3986 allows there (those of a query).
        if let fragmentStart {
            for position in fragmentStart..<bytes.count where !isQueryByte(bytes[position]) {
                throw describe(bytes[position], at: position)
            }
        }
        return RouteURL(scheme: scheme, segments: segments, queryItems: items)
    }

    private static func decode(_ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) throws(RouteURLProblem) -> String {
        let needsDecoding = raw.contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
        guard needsDecoding else { return String(decoding: raw, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < raw.count, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
                else {
                    throw .invalidPercentEscape
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw .notUTF8
        }
        guard !text.unicodeScalars.contains(where: isRefusedScalar) else {
            throw .invisibleCharacters
        }
        return text
    }

    /// Controls, format and bidirectional characters and separators: text that reads unlike what it holds.
    static func isRefusedScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func describe(_ byte: UInt8, at index: Int) -> RouteURLProblem {
        if byte >= 0x80 { return .nonASCII(position: index) }
        if byte < 0x20 || byte == 0x7F { return .controlCharacter(position: index) }
        if byte == UInt8(ascii: " ") { return .space(position: index) }
        return .rawCharacter(String(Character(Unicode.Scalar(byte))), position: index)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// RFC 3986 pchar. (A `switch`: a scan of the characters' `utf8` cost a resolve 700 instructions.)
    private static func isPathByte(_ byte: UInt8) -> Bool {
        if RoutePattern.isLiteralByte(byte) { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "%"):
            return true
        default: return false
        }
    }

    /// A name as names compare: lowercased, without copying a lowercase one.
    static func folded(_ name: String) -> String {
        var name = name
        return name.withUTF8 { $0.contains { $0 >= 0x80 || (0x41...0x5A).contains($0) } } ? name.lowercased() : name
    }

    private static func isQueryByte(_ byte: UInt8) -> Bool {
        isPathByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }
}
