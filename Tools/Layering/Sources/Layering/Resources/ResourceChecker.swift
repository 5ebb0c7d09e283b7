import Foundation

/// Checks the resources of every target of a package against each other and against the code:
/// translations, placeholders, keys used and defined, files named, copies across bundles.
///
/// Keys are used where a key function (``KeyFunction/standard`` and the configured ones) gets a
/// literal, and where any other string literal of the target spells a key of its tables exactly. A
/// generated file (SwiftGen, R.swift) uses a key only through an accessor that hand-written code of
/// the target names. A non-test target's key calls also reach the tables of the targets it depends
/// on, and use their keys; a literal or key call in the code of a target it depends on (a contract's error key)
/// uses its keys too. Keys built at run time are declared in ``ResourceRules/keep``.
public struct ResourceChecker: Sendable {
    /// The rules, keep patterns and severities.
    public let configuration: LayeringConfiguration

    /// Creates a checker.
    public init(configuration: LayeringConfiguration) {
        self.configuration = configuration
    }

    private var rules: ResourceRules { configuration.resources }

    /// What the code of other targets (those depending on one target, or those it depends on) names.
    private struct DependentUsage {
        var keys: Set<String> = []
        var literals: Set<String> = []
        var identifiers: Set<String> = []
    }

    /// One target's code and bundle.
    private struct TargetResources {
        var target: PackageTarget
        var files: [BundleFile]
        var entries: [TableEntry] = []
        /// The languages of the target's `*.lproj` folders.
        var languages: Set<String> = []
        var catalogs: [(file: String, catalog: StringCatalogParser.Catalog)] = []
        var usages: [(path: String, usage: SwiftKeyScanner.Usage)] = []
        var keys: Set<String> { Set(entries.map(\.key)) }
    }

    /// Reads the bundles and code of `graph` and reports every finding, `baseline` applied.
    public func check(
        graph: PackageGraph, baseline: Baseline? = nil, baselineOrigin: String = Baseline.resourcesFileName
    ) throws(LayeringError) -> LayeringReport {
        if let cycle = graph.dependencyCycle {
            throw LayeringError(
                "the manifest's targets form a cycle (\(cycle)), so SwiftPM lists no resources for \(graph.name);"
                    + " break the cycle first (`layering check` shows it)")
        }
        let scanner = SwiftKeyScanner(functions: KeyFunction.standard + rules.keyFunctions)
        let withResources = Set(graph.targets.filter { !$0.resources.isEmpty }.map(\.name))
        var bundles: [String: TargetResources] = [:]
        var findings: [Violation] = []
        // The code read: targets with resources, what they build with, and what builds with them
        // (tests left out: they do not make keys used).
        var read = withResources
        for target in graph.targets {
            let closure = graph.transitiveTargetDependencies(of: target.name) ?? []
            if withResources.contains(target.name) { read.formUnion(closure) }
            if target.kind != .test, closure.contains(where: withResources.contains) { read.insert(target.name) }
        }
        let development = (graph.defaultLocalization ?? "en").lowercased()
        for target in graph.targets where read.contains(target.name) {
            var resources = TargetResources(
                target: target, files: try BundleFile.files(of: target, root: graph.rootPath))
            for file in resources.files {
                switch file.role {
                case .table(let folderLanguage):
                    // Base.lproj is the development language's fallback, not a language of its own.
                    let language = folderLanguage == "base" ? development : folderLanguage
                    resources.languages.insert(language)
                    resources.entries += try StringsTableParser.entries(
                        in: file.bytes, file: file.path, language: language, table: file.table)
                case .catalog:
                    let catalog = try StringCatalogParser.catalog(in: file.bytes, file: file.path, table: file.table)
                    resources.entries += catalog.entries
                    resources.catalogs.append((file.path, catalog))
                case .pluralTable, .file: break
                }
            }
            for path in target.swiftSourcePaths.sorted() {
                guard let bytes = FileReader.bytes(atPath: "\(graph.rootPath)/\(path)") else {
                    throw LayeringError(
                        "cannot read \(path), a source file of target \(target.name); check that it exists and is readable"
                    )
                }
                resources.usages.append((path, scanner.usage(of: bytes, path: path)))
            }
            // Names the target's C, Objective-C and C++ code passes to the bundle APIs are uses too.
            for source in target.sources
            where CSourceLiterals.extensions.contains((source as NSString).pathExtension.lowercased()) {
                let path = target.path.isEmpty ? source : "\(target.path)/\(source)"
                guard let bytes = FileReader.bytes(atPath: "\(graph.rootPath)/\(path)") else { continue }
                resources.usages.append((path, SwiftKeyScanner.Usage(literals: CSourceLiterals.literals(in: bytes))))
            }
            bundles[target.name] = resources
        }
        // What the (non-test) targets depending on each target use: their key calls, literals and names.
        // Only targets whose bundle holds files are asked about, so only they are collected for.
        var dependents: [String: DependentUsage] = [:]
        for resources in bundles.values where resources.target.kind != .test {
            let bundled = (graph.transitiveTargetDependencies(of: resources.target.name) ?? []).filter {
                bundles[$0]?.files.isEmpty == false
            }
            guard !bundled.isEmpty else { continue }
            var own = DependentUsage()
            for (_, usage) in resources.usages {
                for call in usage.calls { own.keys.formUnion(keys(of: call)) }
                own.literals.formUnion(usage.literals)
                own.identifiers.formUnion(usage.identifiers)
            }
            for dependency in bundled {
                dependents[dependency, default: .init()].keys.formUnion(own.keys)
                dependents[dependency, default: .init()].literals.formUnion(own.literals)
                dependents[dependency, default: .init()].identifiers.formUnion(own.identifiers)
            }
        }
        for name in bundles.keys.sorted() {
            guard let resources = bundles[name] else { continue }
            let closure = graph.transitiveTargetDependencies(of: name) ?? []
            let reachableKeys = closure.reduce(into: resources.keys) { $0.formUnion(bundles[$1]?.keys ?? []) }
            findings += duplicateKeys(resources)
            let translations = missingTranslations(resources, development: development)
            findings += translations
            let stale = Set(translations.filter { $0.rule == "stale-translation" }.map(\.imported))
            findings += placeholderMismatches(resources, development: development)
            guard !resources.files.isEmpty else { continue }
            // A target without tables of its own looks keys up in tables handed to it: unknowable here.
            if !resources.entries.isEmpty { findings += missingKeys(resources, reachable: reachableKeys) }
            let fromDependents = dependents[name, default: .init()]
            var usedElsewhere = fromDependents.keys.union(fromDependents.literals)
            for dependency in closure {
                for (_, usage) in bundles[dependency]?.usages ?? [] {
                    usedElsewhere.formUnion(usage.literals)
                    for call in usage.calls { usedElsewhere.formUnion(keys(of: call)) }
                }
            }
            findings += unusedKeys(
                resources, usedElsewhere: usedElsewhere.intersection(resources.keys).union(stale),
                namedElsewhere: fromDependents.identifiers)
            // A file's name may come from a target it depends on (an enum's raw values) or one depending on it.
            var names = fromDependents
            for dependency in closure {
                for (_, usage) in bundles[dependency]?.usages ?? [] { names.literals.formUnion(usage.literals) }
            }
            findings += unusedFiles(resources, elsewhere: names)
        }
        findings += duplicateFiles(bundles.values.sorted { $0.target.name < $1.target.name })
        var violations = LayeringChecker.namingPackages(findings.compactMap(applySeverity), graph: graph)
        var notes = graph.loadNotes
        var sizes = bundles.values.filter { !$0.files.isEmpty }.sorted { $0.target.name < $1.target.name }.map {
            BundleSize(target: $0.target.name, files: $0.files.count, bytes: $0.files.reduce(0) { $0 + $1.bytes.count })
        }
        if let baseline {
            let before = violations.count
            violations = baseline.apply(
                to: violations, origin: baselineOrigin, rerun: "layering resources --write-baseline")
            let hidden = before - violations.filter { $0.rule != Baseline.staleRule }.count
            if hidden > 0 { notes.append("\(baselineOrigin) hides \(hidden) finding\(hidden == 1 ? "" : "s").") }
            for index in sizes.indices {
                if let recorded = baseline.bundles[sizes[index].target] {
                    sizes[index].baselineFiles = recorded.files
                    sizes[index].baselineBytes = recorded.bytes
                }
            }
        }
        violations.sort {
            ($0.severity, $0.importer, $0.rule, $0.imported) < ($1.severity, $1.importer, $1.rule, $1.imported)
        }
        var report = LayeringReport(
            packageName: graph.name, violations: violations, targets: graph.targets, layerOfTarget: [:], layerNames: [],
            edges: [], fileCount: bundles.values.reduce(0) { $0 + $1.files.count }, notes: notes)
        report.kind = .resources
        report.bundles = sizes
        return report
    }

    /// Whether code naming `identifiers` uses the generated `accessor`: one declared in a type
    /// (`Settings.title`) through its type (`L10n.Settings.title`, `Settings.title`) or as an
    /// implicit member (`.title`); one at the top level by its name.
    static func names(_ accessor: String, _ identifiers: Set<String>) -> Bool {
        guard let dot = accessor.lastIndex(of: ".") else { return identifiers.contains(accessor) }
        return identifiers.contains(accessor) || identifiers.contains(String(accessor[dot...]))
    }

    private func keys(of call: SwiftKeyScanner.KeyCall) -> [String] {
        call.argument.map { call.function.keys(for: $0) } ?? []
    }

    private func finding(
        _ kind: String, _ target: String, _ subject: String, _ evidence: [Evidence], fix: String
    ) -> Violation {
        let severity = ResourceRules.kinds.first { $0.name == kind }?.severity ?? .error
        return Violation(
            rule: kind, severity: severity, importer: target, imported: subject, evidence: evidence, fix: fix)
    }

    private func place(_ entry: TableEntry, _ text: String) -> Evidence {
        Evidence(kind: .configuration, file: entry.file, line: entry.line, text: text)
    }

    private func quoted(_ key: String) -> String {
        JSONText.encode(key).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func duplicateKeys(_ resources: TargetResources) -> [Violation] {
        var findings: [Violation] = []
        var first: [String: [String: TableEntry]] = [:]
        for entry in resources.entries {
            let table = "\(entry.file)\u{0}\(entry.language)"
            guard let earlier = first[table]?[entry.key] else {
                first[table, default: [:]][entry.key] = entry
                continue
            }
            guard !rules.keeps(entry.key) else { continue }
            findings.append(
                finding(
                    "duplicate-key", resources.target.name, entry.key,
                    [
                        place(earlier, "\(quoted(entry.key)) first defined here"),
                        place(entry, "\(quoted(entry.key)) defined again"),
                    ],
                    fix: "keep one definition of \(quoted(entry.key)) in \(entry.file): the later one silently wins"))
        }
        return findings
    }

    /// Each table's keys by language: for `.strings`, every `*.lproj` language of the target; for a
    /// catalog, its own languages.
    private func missingTranslations(_ resources: TargetResources, development: String) -> [Violation] {
        var findings: [Violation] = []
        let catalogFiles = Set(resources.catalogs.map(\.file))
        var groups: [String: (languages: Set<String>, untranslated: Set<String>, entries: [TableEntry])] = [:]
        for entry in resources.entries {
            let group = catalogFiles.contains(entry.file) ? "catalog:\(entry.file)" : "table:\(entry.table)"
            groups[group, default: (resources.languages, [], [])].entries.append(entry)
        }
        for (file, catalog) in resources.catalogs {
            groups["catalog:\(file)"]?.languages = catalog.languages
            groups["catalog:\(file)"]?.untranslated = catalog.untranslated
        }
        for group in groups.keys.sorted() {
            guard let (languages, untranslated, entries) = groups[group] else { continue }
            var byKey: [String: [String: TableEntry]] = [:]
            for entry in entries where byKey[entry.key]?[entry.language] == nil {
                byKey[entry.key, default: [:]][entry.language] = entry
            }
            for key in byKey.keys.sorted() where !untranslated.contains(key) && !rules.keeps(key) {
                let present = byKey[key, default: [:]]
                // Only in other `.lproj` tables: left behind when the development language dropped it (a
                // catalog's keys are always in its source language).
                if !group.hasPrefix("catalog:"), present[development] == nil, languages.contains(development) {
                    let stale = present.values.sorted { $0.file < $1.file }
                    findings.append(
                        finding(
                            "stale-translation", resources.target.name, key,
                            stale.map { place($0, "\(quoted(key)) (\($0.language)); \(development) has no such key") },
                            fix:
                                "delete \(quoted(key)) from \(stale.map(\.file).joined(separator: ", ")): the development"
                                + " language (\(development)) no longer has it, so no code looks it up"))
                    continue
                }
                guard let reference = present[development] ?? present.values.min(by: { $0.language < $1.language })
                else { continue }
                for language in languages.subtracting(present.keys).sorted() {
                    let where_ =
                        group.hasPrefix("catalog:")
                        ? "\(reference.file) has no \(language) localization"
                        : "\(language).lproj/\(reference.table).strings has no entry"
                    findings.append(
                        finding(
                            "missing-translation", resources.target.name, key,
                            [place(reference, "\(quoted(key)) is in \(reference.language); \(where_)")],
                            fix: "translate \(quoted(key)) into \(language), or remove it from every language"))
                }
            }
        }
        return findings
    }

    private func placeholderMismatches(_ resources: TargetResources, development: String) -> [Violation] {
        var findings: [Violation] = []
        var reference: [String: TableEntry] = [:]
        for entry in resources.entries
        where entry.language == development && reference["\(entry.table)\u{0}\(entry.key)"] == nil {
            reference["\(entry.table)\u{0}\(entry.key)"] = entry
        }
        for entry in resources.entries where entry.language != development && !rules.keeps(entry.key) {
            guard let base = reference["\(entry.table)\u{0}\(entry.key)"] else { continue }
            let expected = Placeholders(in: base.value)
            let found = Placeholders(in: entry.value)
            guard expected != found else { continue }
            findings.append(
                finding(
                    "placeholder-mismatch", resources.target.name, entry.key,
                    [
                        place(base, "\(base.language): \(expected.description)"),
                        place(entry, "\(entry.language): \(found.description)"),
                    ],
                    fix:
                        "give the \(entry.language) text of \(quoted(entry.key)) the placeholders of the \(base.language) text"
                        + " (\(expected.description)), in any order"))
        }
        return findings
    }

    private func missingKeys(_ resources: TargetResources, reachable: Set<String>) -> [Violation] {
        var findings: [Violation] = []
        for (path, usage) in resources.usages {
            for call in usage.calls {
                for key in keys(of: call) where !reachable.contains(key) && !rules.keeps(key) {
                    findings.append(
                        finding(
                            "missing-key", resources.target.name, key,
                            [
                                Evidence(
                                    kind: .import, file: path, line: call.line,
                                    text: "\(call.function.name)(\(quoted(key)))")
                            ],
                            fix:
                                "add \(quoted(key)) to the tables of \(resources.target.name) in every language,"
                                + " or correct the key"))
                }
            }
        }
        return findings
    }

    private func unusedKeys(
        _ resources: TargetResources, usedElsewhere: Set<String>, namedElsewhere: Set<String>
    ) -> [Violation] {
        let defined = resources.keys
        guard !defined.isEmpty else { return [] }
        var used = usedElsewhere
        // A generated accessor (`L10n.Settings.title`) may be named by the targets that depend on this one.
        var identifiers = namedElsewhere
        for (_, usage) in resources.usages {
            for call in usage.calls { used.formUnion(keys(of: call)) }
            used.formUnion(usage.literals.intersection(defined))
            identifiers.formUnion(usage.identifiers)
        }
        for (_, usage) in resources.usages where usage.isGenerated {
            for (accessor, literals) in usage.accessors where Self.names(accessor, identifiers) {
                used.formUnion(literals.intersection(defined))
            }
        }
        var byKey: [String: [TableEntry]] = [:]
        for entry in resources.entries where !used.contains(entry.key) && !rules.keeps(entry.key) {
            byKey[entry.key, default: []].append(entry)
        }
        return byKey.keys.sorted().map { key in
            let entries = byKey[key, default: []]
            return finding(
                "unused-key", resources.target.name, key,
                entries.map { place($0, "\(quoted(key)) (\($0.language))") },
                fix:
                    "remove \(quoted(key)) from every language, or, if code builds it at run time, add it (or a pattern)"
                    + " to resources.keep in layering.json")
        }
    }

    private func unusedFiles(_ resources: TargetResources, elsewhere: DependentUsage) -> [Violation] {
        var literals = elsewhere.literals
        var identifiers = elsewhere.identifiers
        for (_, usage) in resources.usages {
            literals.formUnion(usage.literals)
            identifiers.formUnion(usage.identifiers)
        }
        for (_, usage) in resources.usages where usage.isGenerated {
            for (accessor, values) in usage.accessors where Self.names(accessor, identifiers) {
                literals.formUnion(values)
            }
        }
        let names = ResourceNames(literals: literals, identifiers: identifiers)
        var copied: [String: [String]] = [:]
        for file in resources.files where file.resource.rule == .copy {
            copied[file.resource.path, default: []].append(file.name)
        }
        var findings: [Violation] = []
        var reported: Set<String> = []
        for file in resources.files {
            guard case .file = file.role, var unit = ResourceNames.unit(of: file),
                reported.insert(unit.path).inserted
            else { continue }
            unit.contents = copied[unit.path] ?? []
            guard !names.uses(unit), !rules.keeps(unit.name),
                !rules.keeps(unit.path)
            else { continue }
            findings.append(
                finding(
                    "unused-resource", resources.target.name, unit.path,
                    [
                        Evidence(
                            kind: .configuration, file: unit.path,
                            text:
                                "no code of \(resources.target.name) or of a target using it names \(quoted(unit.name))"
                        )
                    ],
                    fix:
                        "remove \(unit.path) from the bundle, or, if its name is built at run time, add it to resources.keep in"
                        + " layering.json"))
        }
        return findings
    }

    private func duplicateFiles(_ bundles: [TargetResources]) -> [Violation] {
        // Only files of one size in two bundles are hashed, and only equal hashes compared byte by byte.
        var bySize: [Int: [(target: String, file: BundleFile)]] = [:]
        for resources in bundles {
            for file in resources.files where !file.bytes.isEmpty {
                bySize[file.bytes.count, default: []].append((resources.target.name, file))
            }
        }
        var groups: [String: [(target: String, file: BundleFile)]] = [:]
        for (size, files) in bySize where Set(files.map(\.target)).count > 1 {
            for file in files { groups["\(size)-\(file.file.contentHash)", default: []].append(file) }
        }
        var findings: [Violation] = []
        for group in groups.values {
            guard let first = group.first else { continue }
            let copies = group.filter { $0.file.bytes == first.file.bytes }
            let targets = Set(copies.map(\.target)).sorted()
            guard targets.count > 1, !copies.contains(where: { rules.keeps($0.file.name) || rules.keeps($0.file.path) })
            else { continue }
            findings.append(
                finding(
                    "duplicate-resource", targets.joined(separator: ", "), first.file.name,
                    copies.map {
                        Evidence(
                            kind: .configuration, file: $0.file.path,
                            text: "\($0.file.bytes.count) bytes in \($0.target)'s bundle")
                    },
                    fix:
                        "keep one copy in the bundle of a target the others all depend on and read it from there"
                ))
        }
        return findings
    }

    /// The configured severity, or `nil` when the kind is turned off.
    private func applySeverity(_ violation: Violation) -> Violation? {
        var changed = violation
        switch configuration.severities[violation.rule] {
        case .off: return nil
        case .warning: changed.severity = .warning
        case .error: changed.severity = .error
        case nil: break
        }
        return changed
    }
}
