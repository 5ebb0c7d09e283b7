import Foundation
import Layering
import Testing

@Suite("Baseline")
struct BaselineTests {
    private let broken = InMemoryPackage.bazaar
        .adding("Modules/Cart/Pricing.swift", to: "Cart", "import Mediator\nimport Goods\n")

    @Test("known violations are not reported, whatever their line; a new place on a known edge is new")
    func knownAndNew() throws {
        let baseline = Baseline(recording: try broken.check())
        #expect(baseline.entries.count == 2)
        #expect(
            baseline.entries.contains(
                Baseline.Entry(
                    rule: "business-isolation", importer: "Cart", imported: "Goods", file: "Modules/Cart/Pricing.swift",
                    text: "import Goods")))

        // Lines moved: still known.
        let moved = broken.adding(
            "Modules/Cart/Pricing.swift", to: "Cart", "// a comment\n\nimport Mediator\nimport Goods\n")
        let known = try LayeringChecker().check(
            graph: moved.graph, sources: PackageSources(contents: moved.files), baseline: baseline)
        #expect(known.violations.isEmpty)
        #expect(known.exitStatus == .clean)
        #expect(known.notes == ["2 known violations in the baseline layering-baseline.json not shown"])

        // The same edge imported in another file: new, and only that place is shown.
        let more = moved.adding("Modules/Cart/Other.swift", to: "Cart", "import Goods\n")
        let new = try LayeringChecker().check(
            graph: more.graph, sources: PackageSources(contents: more.files), baseline: baseline)
        #expect(new.edges == ["business-isolation Cart → Goods", "undeclared-import Cart → Goods"])
        #expect(new.violations.allSatisfy { $0.evidence.map(\.location) == ["Modules/Cart/Other.swift:1"] })
        #expect(new.exitStatus == .violations)
    }

    @Test("an entry that no longer occurs is a stale-baseline warning")
    func stale() throws {
        let baseline = Baseline(recording: try broken.check())
        let fixed = try LayeringChecker().check(
            graph: InMemoryPackage.bazaar.graph, sources: PackageSources(contents: InMemoryPackage.bazaar.files),
            baseline: baseline, baselineOrigin: "base.json")
        #expect(fixed.edges == ["stale-baseline Cart → Goods", "stale-baseline Cart → Goods"])
        #expect(fixed.exitStatus == .clean)
        #expect(fixed.violations[0].evidence[0].file == "base.json")
        #expect(fixed.violations[0].evidence[0].text == "[business-isolation] Modules/Cart/Pricing.swift: import Goods")
    }

    @Test("the file round-trips, sorted; a file that is not a baseline exits 2")
    func file() throws {
        let baseline = Baseline(recording: try broken.check())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layering-baseline-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("b.json").path
        try Data(baseline.fileText.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Baseline.load(path: path, origin: "b.json") == baseline)
        #expect(baseline.fileText.contains("\"formatVersion\" : 1"))
        #expect(baseline.fileText == Baseline(entries: Set(baseline.entries.reversed())).fileText)

        try Data("[1]".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LayeringError.self) { try Baseline.load(path: path, origin: "b.json") }
        try Data(#"{"formatVersion": 9, "violations": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LayeringError.self) { try Baseline.load(path: path, origin: "b.json") }
        #expect(throws: LayeringError.self) { try Baseline.load(path: path + ".missing", origin: "b.json") }
    }
}
