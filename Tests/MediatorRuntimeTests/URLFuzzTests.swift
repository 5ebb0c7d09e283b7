import Testing

@_spi(Benchmarks) @testable import MediatorRuntime

/// Makes malformed and hostile URLs of many kinds.
private struct HostileURLs {
    var random: SplitMix64

    static let valid = [
        "bazaar://home", "bazaar://goods/detail/3", "bazaar://goods/list?page=2&sort=price",
        "bazaar://search/caf%C3%A9?q=red+shoes", "bazaar://files/ann/docs/a.txt", "bazaar://cart/add/3?qty=2#top",
        "Bazaar://goods/detail/3/", "http://goods/detail/3",
    ]
    static let pieces = [
        "/", "//", ".", "..", "%", "%2", "%2e", "%2E%2e", "%2F", "%00", "%0a", "%7F", "%C3", "%C3%A9", "%FF", "%ZZ",
        "?", "??", "#", "&", "&&", "=", "==", "+", ":", "@", "://", " ", "\t", "\n", "\u{0}", "\u{7F}", "é", "日本",
        "🛒", "\u{202E}", "\u{FEFF}", "\u{85}", "\\", "<", ">", "\"", "{", "}", "|", "^", "`", "[", "]", "'", "*",
        ":id", "*rest", "a", "Z", "9", "goods", "detail", "bazaar", "bazaar://", "../", "./", "%2e%2e/",
    ]

    /// A number in `range` (the slight modulo bias does not matter here).
    mutating func int(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }
    mutating func pick(_ list: [String]) -> String { list[int(0..<list.count)] }

    mutating func next(_ index: Int) -> String {
        switch index % 10 {
        case 0:  // Random bytes, decoded leniently (invalid UTF-8 becomes U+FFFD).
            let bytes = (0..<int(0..<80)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return String(decoding: bytes, as: UTF8.self)
        case 1:  // Random printable ASCII after a valid scheme.
            let scalars = (0..<int(0..<60)).map { _ in Character(Unicode.Scalar(UInt8(int(0x20..<0x7F)))) }
            return "bazaar://" + String(scalars)
        case 2, 3:  // A valid URL with bytes inserted, deleted or replaced.
            var characters = Array(pick(Self.valid))
            for _ in 0..<int(1..<5) {
                let position = int(0..<(characters.count + 1))
                switch int(0..<3) {
                case 0: characters.insert(contentsOf: pick(Self.pieces), at: position)
                case 1: if position < characters.count { characters.remove(at: position) }
                default:
                    let replacement = pick(Self.pieces)
                    if position < characters.count, let first = replacement.first { characters[position] = first }
                }
            }
            return String(characters)
        case 4:  // Pieces glued together.
            return "bazaar://" + (0..<int(1..<12)).map { _ in pick(Self.pieces) }.joined()
        case 5:  // Path traversal.
            let dots = ["..", ".", "%2e%2e", "%2E.", ".%2e", "%2e", "..%2f..", "...", "..."]
            return "bazaar://"
                + (0..<int(1..<8)).map { _ in int(0..<2) == 0 ? pick(dots) : pick(["a", "etc", "x"]) }
                .joined(separator: "/")
        case 6:  // Invalid and edge percent escapes in path and query.
            let escapes = [
                "%", "%1", "%G1", "%1G", "%%", "%20", "%2", "%-1", "%C0%AF", "%E0%80%80", "%F4%90%80%80", "%ED%A0%80",
                "%41",
            ]
            return "bazaar://p/" + pick(escapes) + "?q=" + pick(escapes) + "&" + pick(escapes) + "=1"
        case 7:  // Thousands of segments or query items.
            return int(0..<2) == 0
                ? "bazaar://" + String(repeating: pick(["a/", "a//", "./", "%41/"]), count: int(30..<3000))
                : "bazaar://a?" + (0..<int(30..<80)).map { "k\($0)=v" }.joined(separator: "&")
        case 8:  // Unicode, raw and percent-encoded.
            let scalars = (0..<int(1..<10)).compactMap { _ in Unicode.Scalar(UInt32(int(0..<0x11_0000))) }
            let text = String(String.UnicodeScalarView(scalars))
            let encoded = text.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
            return int(0..<2) == 0 ? "bazaar://u/" + text : "bazaar://u/" + encoded + "?v=" + encoded
        default:  // Huge inputs, now and then.
            let size = index % 2000 == 9 ? int(4_000..<200_000) : int(1..<200)
            return "bazaar://" + String(repeating: pick(["a", "a/", "%41", "é", "/"]), count: size)
        }
    }
}

@Suite struct URLFuzzTests {
    static let cases = 100_000

    @Test func everyHostileURLIsAnsweredWithARouteOrAnError() async throws {
        let limits = RouterConfiguration(scheme: "bazaar")
        let patterns = ["home", "goods/detail/:id", "goods/list", "files/:owner/*path", "u/*", "p/:x", "a/*"]
        let router = try await Hub.test("Fuzz", router: .init(scheme: "bazaar", reservedParameters: ["session"])) {
            registrar in registrar.routes(patterns: patterns) { _ in .echo(0) }
        }.router
        var generator = HostileURLs(random: SplitMix64(state: 0xBA2A_A2))
        var accepted = 0
        var routed = 0
        var malformed = 0
        var remote: [String: Int] = [:]
        var violations: [String] = []

        for index in 0..<Self.cases {
            let text = generator.next(index)
            // Every input is answered: a parsed URL with a route or none, or a RouteError.
            do {
                let url = try RouteURL(parsing: text, limits: limits)
                accepted += 1
                if (try? router.match(url)) != nil { routed += 1 }
                if let problem = Self.violation(url, text: text, limits: limits) {
                    violations.append("\(problem): \(text.prefix(80).debugDescription)")
                }
            } catch {
                malformed += 1
                if case .malformedURL(let quoted, let reason) = error {
                    if quoted.count > 120 || reason.description.isEmpty
                        || quoted.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                    {
                        violations.append("bad error \(error): \(text.prefix(80).debugDescription)")
                    }
                } else {
                    violations.append("parsing threw \(error)")
                }
            }
            // Every seventh input (all kinds, in turn) also goes through the whole remote entry.
            if index % 7 == 0 {
                do {
                    _ = try router.remoteMatch(text)
                } catch {
                    remote[error.key, default: 0] += 1
                }
            }
        }

        let firstViolations = violations.prefix(5)
        #expect(violations.count == 0, "first violations: \(firstViolations)")
        #expect(accepted + malformed == Self.cases)
        // The generator reaches every kind of answer.
        #expect(accepted > Self.cases / 20)
        #expect(routed > Self.cases / 50)
        #expect(malformed > Self.cases / 2)
        #expect(remote["route.malformedURL", default: 0] > 0)
        #expect(remote["route.notFound", default: 0] > 0)
        #expect(remote["route.wrongScheme", default: 0] + remote["route.reservedParameter", default: 0] > 0)
    }

    /// What is wrong with an accepted URL, if anything.
    static func violation(_ url: RouteURL, text: String, limits: RouterConfiguration) -> String? {
        if text.utf8.count > limits.maximumURLLength { return "longer than the limit" }
        if url.scheme.hasSuffix(":") {
            // A URL of another kind (`javascript:...`): nothing to route, refused for its scheme.
            if !url.segments.isEmpty || !url.queryItems.isEmpty { return "a scheme without // with a route" }
        } else if url.segments.isEmpty || url.segments.count > limits.maximumSegments {
            return "segment count"
        }
        if url.queryItems.count > limits.maximumQueryItems { return "query count" }
        if url.scheme.isEmpty || url.scheme != url.scheme.lowercased() { return "scheme" }
        for segment in url.segments {
            if segment.isEmpty || segment.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) {
                return "dot segment in '\(segment)'"
            }
            if hasControl(segment) { return "control character in a segment" }
        }
        var names: Set<String> = []
        for item in url.queryItems {
            if item.name.isEmpty || !names.insert(item.name).inserted { return "query name '\(item.name)'" }
            if hasControl(item.name) || hasControl(item.value) { return "control character in the query" }
        }
        // The raw text holds only what a URL may hold raw.
        if text.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F || forbiddenRaw.contains($0) }) {
            return "raw character accepted"
        }
        guard let again = try? RouteURL(parsing: text, limits: limits), again == url else {
            return "parsing is not deterministic"
        }
        return nil
    }

    static let forbiddenRaw = Set(#"<>"{}|\^`"#.utf8)

    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    @Test(
        "hostile inputs far over the limits are refused",
        arguments: [10_000, 1_000_000])
    func hugeInputs(size: Int) async {
        let texts = [
            "bazaar://" + String(repeating: "a/", count: size / 2),
            "bazaar://a?" + String(repeating: "k=v&", count: size / 4),
            String(repeating: "é", count: size),
            "bazaar://" + String(repeating: "%", count: size),
        ]
        for text in texts {
            #expect(throws: RouteError.self) { _ = try RouteURL(parsing: text) }
        }
        let generous = RouterConfiguration(
            scheme: "bazaar", maximumURLLength: .max, maximumSegments: 10, maximumQueryItems: 10)
        #expect {
            _ = try RouteURL(parsing: "bazaar://" + String(repeating: "a/", count: size / 2), limits: generous)
        } throws: { error in
            guard case RouteError.malformedURL(let quoted, let reason) = error else { return false }
            return reason == .tooManySegments(limit: 10) && quoted.count == 120
        }
    }
}
