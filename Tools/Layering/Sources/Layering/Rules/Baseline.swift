import Foundation

/// The violations a package accepts for now (`layering-baseline.json`), so `check` fails only on new ones.
///
/// Each entry is one place behind one violation, keyed by rule, importer, imported, file and the
/// import's text, never by line, so edits above an import keep it recognised. A violation is new if
/// any place behind it is not recorded: a new import on an edge baselined elsewhere is new.
public struct Baseline: Sendable, Hashable {
    /// One recorded place of one violation.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The rule broken.
        public var rule: String
        /// The depending target.
        public var importer: String
        /// The target, product or module depended on.
        public var imported: String
        /// The file of the place, relative to the package root.
        public var file: String
        /// The import as written in reports (`import Goods`), or the declaration's sentence.
        public var text: String
        /// In a workspace: the folder of the importer's package.
        public var package: String?

        /// Creates an entry.
        public init(
            rule: String, importer: String, imported: String, file: String, text: String, package: String? = nil
        ) {
            self.package = package
            self.rule = rule
            self.importer = importer
            self.imported = imported
            self.file = file
            self.text = text
        }

        init(_ violation: Violation, _ evidence: Evidence) {
            self.init(
                rule: violation.rule, importer: violation.importer, imported: violation.imported, file: evidence.file,
                text: evidence.text, package: violation.package)
        }

        /// By rule, importer, imported, file and text.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.rule, lhs.package ?? "", lhs.importer, lhs.imported, lhs.file, lhs.text)
                < (rhs.rule, rhs.package ?? "", rhs.importer, rhs.imported, rhs.file, rhs.text)
        }
    }

    /// The default file, at the package root.
    public static let fileName = "layering-baseline.json"
    /// The default file of `layering resources`, at the package root.
    public static let resourcesFileName = "layering-resources-baseline.json"
    /// The version of the file's shape.
    public static let formatVersion = 1
    /// The rule of a recorded entry that no longer occurs.
    public static let staleRule = "stale-baseline"

    /// Every recorded place.
    public var entries: Set<Entry>
    /// For `layering resources`: each target's bundle size when recorded, by target name.
    public var bundles: [String: BundleSize]

    /// Creates a baseline of `entries`.
    public init(entries: Set<Entry>, bundles: [String: BundleSize] = [:]) {
        self.entries = entries
        self.bundles = bundles
    }

    /// Records every violation of `report` (but stale baseline entries).
    public init(recording report: LayeringReport) {
        var entries: Set<Entry> = []
        for violation in report.violations where violation.rule != Self.staleRule {
            for evidence in violation.evidence { entries.insert(Entry(violation, evidence)) }
        }
        var bundles: [String: BundleSize] = [:]
        for size in report.bundles {
            bundles[size.target] = BundleSize(target: size.target, files: size.files, bytes: size.bytes)
        }
        self.init(entries: entries, bundles: bundles)
    }

    /// Reads the baseline file at `path`; `origin` names it in errors.
    public static func load(path: String, origin: String) throws(LayeringError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayeringError(
                "cannot read the baseline \(origin); pass --baseline with a file `layering baseline` wrote")
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.formatVersion == formatVersion else {
                throw LayeringError(
                    "the baseline \(origin) has formatVersion \(file.formatVersion); this layering reads version"
                        + " \(formatVersion): write it again with `layering baseline`")
            }
            var bundles: [String: BundleSize] = [:]
            for (target, size) in file.bundles ?? [:] {
                bundles[target] = BundleSize(target: target, files: size.files, bytes: size.bytes)
            }
            return Baseline(entries: Set(file.violations), bundles: bundles)
        } catch let error as LayeringError {
            throw error
        } catch {
            throw LayeringError(
                "the baseline \(origin) is not a layering baseline (expected {\"formatVersion\": 1, \"violations\": [...]});"
                    + " write it with `layering baseline`")
        }
    }

    /// The file's JSON text, entries sorted so that it diffs well.
    public var fileText: String {
        JSONText.encode(
            File(
                formatVersion: Self.formatVersion, violations: entries.sorted(),
                bundles: bundles.isEmpty ? nil : bundles.mapValues { RecordedSize(files: $0.files, bytes: $0.bytes) }))
    }

    /// `violations` without the recorded places, a violation dropped when all of its places are
    /// recorded, plus a `stale-baseline` warning for every entry that matched nothing.
    func apply(
        to violations: [Violation], origin: String, rerun: String = "layering baseline"
    ) -> [Violation] {
        var matched: Set<Entry> = []
        var kept: [Violation] = []
        for violation in violations {
            var fresh = violation
            fresh.evidence = violation.evidence.filter { evidence in
                let entry = Entry(violation, evidence)
                guard entries.contains(entry) else { return true }
                matched.insert(entry)
                return false
            }
            if !fresh.evidence.isEmpty { kept.append(fresh) }
        }
        for entry in entries.subtracting(matched).sorted() {
            var stale = Violation(
                rule: Self.staleRule, severity: .warning, importer: entry.importer, imported: entry.imported,
                evidence: [
                    Evidence(
                        kind: .configuration, file: origin,
                        text: "[\(entry.rule)] \(entry.file): \(entry.text)")
                ],
                fix: "it no longer occurs: run `\(rerun)` to record the current state")
            stale.package = entry.package
            kept.append(stale)
        }
        return kept
    }

    private struct File: Codable {
        var formatVersion: Int
        var violations: [Entry]
        var bundles: [String: RecordedSize]?
    }

    private struct RecordedSize: Codable {
        var files: Int
        var bytes: Int
    }
}
