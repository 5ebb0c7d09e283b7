@_spi(Benchmarks) import MediatorRuntime
import Testing

private enum Sort: String, Codable, Sendable, CaseIterable {
    case price, name, newest = "new-est"
}

private enum Size: Int, Codable, Sendable {
    case small = 1, large = 2
}

/// Every supported property type, required and optional, in the path and in the query.
private struct Everything: Route, Equatable {
    static let pattern = "all/:text/:number/*rest"
    var text: String
    var number: Int
    var rest: String
    var flag: Bool
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var double: Double
    var float: Float
    var sort: Sort
    var note: String?
    var size: Size?
    var limit: Int?
    var ratio: Double?
    var enabled: Bool?
}

private struct OneText: Route, Equatable {
    static let pattern = "text/:value"
    var value: String
    var extra: Double?
}

private struct Tree: Route, Equatable {
    static let pattern = "tree/*path"
    var path: String
}

private struct Guarded: Route {
    static let pattern = "guarded"
    static let reservedParameters: Set<String> = ["Token"]
    var token: String?
}

private struct Secret: Route {
    static let pattern = "secret/:id"
    static let isNativeOnly = true
    var id: Int
}

/// Text drawn from every reserved URL character, unreserved ones, spaces and non-ASCII.
private let alphabet: [Character] = Array(
    ":/?#[]@!$&'()*+,;=%-._~ aZ09\"<>\\^`{|}" + "éßøΩЖ中文日本語한😀👍🏽\u{301}")

private func text(_ random: inout SplitMix64, allowEmpty: Bool) -> String {
    let length = Int.random(in: (allowEmpty ? 0 : 1)...12, using: &random)
    var text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
    // A path value may not be empty nor `.`/`..` (between slashes): those are refused by design.
    if !allowEmpty,
        text.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
            $0.isEmpty || $0 == "." || $0 == ".."
        })
    {
        text = "x" + text.replacingSlashes() + "x"
    }
    return text
}

extension String {
    fileprivate func replacingSlashes() -> String {
        String(map { $0 == "/" ? "_" : $0 })
    }
}

private func extreme<T: FixedWidthInteger>(_ random: inout SplitMix64) -> T {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: .min
    case 1: .max
    case 2: 0
    default: T.random(in: .min ... .max, using: &random)
    }
}

private func double(_ random: inout SplitMix64) -> Double {
    let special: [Double] = [
        0, -0.0, 1e-7, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        .leastNormalMagnitude, 0.1, 1.0 / 3.0,
    ]
    return Bool.random(using: &random)
        ? special.randomElement(using: &random)! : Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)
}

private func float(_ random: inout SplitMix64) -> Float {
    let special: [Float] = [0, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.1, -3.25]
    return Bool.random(using: &random)
        ? special.randomElement(using: &random)!
        : Float(bitPattern: UInt32(truncatingIfNeeded: random.next()) & 0x7F7F_FFFF)
}

private func everything(_ random: inout SplitMix64) -> Everything {
    let segments = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        text(&random, allowEmpty: false).replacingSlashes()
    }
    return Everything(
        text: text(&random, allowEmpty: false), number: extreme(&random), rest: segments.joined(separator: "/"),
        flag: .random(using: &random), int8: extreme(&random), int16: extreme(&random), int32: extreme(&random),
        int64: extreme(&random), uint: extreme(&random), uint8: extreme(&random), uint16: extreme(&random),
        uint32: extreme(&random), uint64: extreme(&random), double: double(&random), float: float(&random),
        sort: Sort.allCases.randomElement(using: &random)!,
        note: Bool.random(using: &random) ? text(&random, allowEmpty: true) : nil,
        size: Bool.random(using: &random) ? (Bool.random(using: &random) ? .small : .large) : nil,
        limit: Bool.random(using: &random) ? extreme(&random) : nil,
        ratio: Bool.random(using: &random) ? double(&random) : nil,
        enabled: Bool.random(using: &random) ? .random(using: &random) : nil)
}

private func makeHub() async throws -> Hub {
    try await Hub.test("Test", router: RouterConfiguration(scheme: "bazaar", reservedParameters: ["session"])) {
        registrar in
        registrar.route(Everything.self) { route, _ in .echo(route) }
        registrar.route(OneText.self) { route, _ in .echo(route) }
        registrar.route(Tree.self) { route, _ in .echo(route) }
        registrar.route(Guarded.self) { _, _ in .echo(0) }
        registrar.route(Secret.self) { _, _ in .echo(0) }
        registrar.routes(patterns: ["text/new"]) { .echo("the literal route") }
    }
}

@Suite("Links are lossless: every value opens to an equal value, or the link shows the pattern")
struct URLRoundTripTests {
    @Test("random values of every supported type round-trip", arguments: [1, 2, 3, 0xDEAD_BEEF])
    func seededRoundTrip(seed: UInt64) async throws {
        let hub = try await makeHub()
        var random = SplitMix64(state: seed)
        for round in 0..<150 {
            let value = everything(&random)
            let url = link(value)
            let opened = try await hub.open(url: url).echoed as? Everything
            #expect(opened == value, "seed \(seed), round \(round): \(url)")
            // The native open of the same value hands it over with the same parameters.
            #expect(try await hub.open(value).echoed as? Everything == value)
        }
    }

    @Test(
        "values no URL can carry show the pattern",
        arguments: [
            (OneText(value: ""), "value"), (OneText(value: "."), "value"), (OneText(value: ".."), "value"),
            (OneText(value: "a/../b"), "value"), (OneText(value: "bell\u{7}"), "value"),
            (OneText(value: "rtl\u{202E}txt"), "value"), (OneText(value: "zero\u{200B}width"), "value"),
            (OneText(value: "bom\u{FEFF}"), "value"), (OneText(value: "line\u{2028}sep"), "value"),
            (OneText(value: "c1\u{85}"), "value"), (OneText(value: "ok", extra: .infinity), "extra"),
            (OneText(value: "ok", extra: -.infinity), "extra"), (OneText(value: "ok", extra: .nan), "extra"),
        ])
    fileprivate func unwritableValues(value: OneText, property: String) {
        #expect(Hub.path(of: value) == "text/:value", "\(property)")
    }

    @Test func catchAllValuesWithEmptyOrDotSegmentsShowThePattern() async throws {
        let hub = try await makeHub()
        for path in ["", "a//b", "/a", "a/", "a/./b", "a/../b", "..", "."] {
            #expect(Hub.path(of: Tree(path: path)) == "tree/*path", "'\(path)' was written")
        }
        let tree = Tree(path: "a b/c%2Fd/é")
        #expect(try await hub.open(url: link(tree)).echoed as? Tree == tree)
    }

    @Test func anAbsentOptionalIsLeftOut() {
        #expect(link(Guarded(token: nil)) == "bazaar://guarded")
    }
}
