import Foundation
import Layering
import Testing

/// `layering resources` on small packages written to disk, one per finding kind (each with the
/// negatives next to it). The packages the checker only reads are folders of one package, loaded
/// once per run through `swift package describe` and each checked in-process as its own package
/// (``outcomes``); those a test edits between runs are loaded as any package is, by `LayeringTool`.
@Suite("layering resources")
struct ResourceCheckTests {
    /// A finding as the JSON output gives it: kind, target, subject and `file:line` of each place.
    struct Finding: Hashable, CustomStringConvertible {
        var kind: String
        var target: String
        var subject: String
        var places: [String]

        var description: String { "\(kind) \(target): \(subject) \(places)" }
    }

    /// A package with one target `App` (`Sources/App`, `.process("Resources")` unless told) and `files`.
    static func package(
        _ files: [String: String], targets: String = #".target(name: "App", resources: [.process("Resources")])"#
    ) throws -> GeneratedPackage {
        try GeneratedPackage(
            files: files.merging([
                "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(name: "Fixture", defaultLocalization: "en", targets: [\(targets)])

                """
            ]) { $1 })
    }

    /// Runs `layering resources` with `arguments` on `package`.
    static func run(_ package: GeneratedPackage, _ arguments: [String] = []) -> LayeringTool.Outcome {
        LayeringTool().run(["resources", "--package-path", package.path] + arguments)
    }

    /// The files of a package `package(_:targets:)` writes, and its `targets:`.
    struct Case: Sendable {
        var files: [String: String]
        var targets: String

        init(
            _ files: [String: String], targets: String = #".target(name: "App", resources: [.process("Resources")])"#
        ) {
            self.files = files
            self.targets = targets
        }
    }

    /// The cases the checker only reads, by the name of their test.
    static let cases: [String: Case] = [
        "missingTranslation": missingTranslationCase, "placeholderMismatch": placeholderMismatchCase,
        "missingKey": missingKeyCase, "keysInsideInterpolations": keysInsideInterpolationsCase,
        "unusedKey": unusedKeyCase, "generatedAccessors": generatedAccessorsCase,
        "unusedResource": unusedResourceCase, "duplicateResource": duplicateResourceCase,
        "duplicateKey": duplicateKeyCase, "stringCatalog": stringCatalogCase,
    ]

    /// What one run printed and how it ended, as `LayeringTool.Outcome` says it.
    struct Printed: Sendable {
        var status: Layering.ExitStatus
        var output: String
        var errorOutput: String
    }

    /// What `layering resources` prints for one case: as JSON, as text, and as text with `--sizes`.
    struct Outcomes: Sendable {
        var json: Printed
        var text: Printed
        var sizes: Printed
    }

    /// Every case checked once per run. The cases are folders `Cases/<case>` of one package whose
    /// targets are `<case>_<target>` in `Cases/<case>/Sources/<target>`, so one manifest load
    /// describes them all; each case is then checked as the package in its folder: its targets
    /// under their own names and paths, its own `layering.json`, the package's default localization.
    static let outcomes = Task { () throws -> [String: Outcomes] in
        var files: [String: String] = [:]
        var targets: [String] = []
        for (name, test) in cases {
            for (path, text) in test.files { files["Cases/\(name)/\(path)"] = text }
            targets.append(
                test.targets.replacing(#/\.target\(name: "(\w+)"/#) { match in
                    #".target(name: "\#(name)_\#(match.1)", path: "Cases/\#(name)/Sources/\#(match.1)""#
                })
        }
        let package = try Self.package(files, targets: targets.joined(separator: ",\n"))
        defer { package.remove() }
        var loader = ManifestLoader()
        loader.readsDependencies = false
        let whole = try loader.load(packagePath: package.path)
        var outcomes: [String: Outcomes] = [:]
        for name in cases.keys {
            let folder = "Cases/\(name)/"
            let moved = whole.targets.filter { $0.path.hasPrefix(folder) }.map { target in
                var target = target
                target.name.removeFirst(name.count + 1)
                target.moduleName = target.name
                target.path.removeFirst(folder.count)
                target.targetDependencies = target.targetDependencies.map { String($0.dropFirst(name.count + 1)) }
                for index in target.resources.indices { target.resources[index].path.removeFirst(folder.count) }
                return target
            }
            let root = package.path + "/" + folder
            var graph = PackageGraph(name: whole.name, rootPath: root, targets: moved)
            graph.defaultLocalization = whole.defaultLocalization
            func run(_ format: ReportFormat, sizes: Bool = false) -> Printed {
                do throws(LayeringError) {
                    let configuration = try ConfigurationParser().load(packagePath: root, explicitPath: nil)
                    var report = try ResourceChecker(configuration: configuration).check(graph: graph)
                    report.showsSizes = sizes
                    return Printed(status: report.exitStatus, output: format.render(report), errorOutput: "")
                } catch {
                    return Printed(status: .badInput, output: "", errorOutput: "layering: \(error.message)\n")
                }
            }
            outcomes[name] = Outcomes(json: run(.json), text: run(.text), sizes: run(.text, sizes: true))
        }
        return outcomes
    }

    /// The outcomes of the case of the test `name`.
    static func loaded(_ name: String) async throws -> Outcomes {
        try #require(try await outcomes.value[name], "no case \(name)")
    }

    /// The findings of a case, and its status.
    static func findings(_ package: Outcomes) throws -> (Layering.ExitStatus, [Finding]) {
        try findings(package.json)
    }

    /// The findings of a JSON run, and its status.
    static func findings(_ package: GeneratedPackage) throws -> (Layering.ExitStatus, [Finding]) {
        let outcome = run(package, ["--format", "json"])
        return try findings(Printed(status: outcome.status, output: outcome.output, errorOutput: outcome.errorOutput))
    }

    /// The findings of the JSON `outcome`, and its status.
    static func findings(_ outcome: Printed) throws -> (Layering.ExitStatus, [Finding]) {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
            "\(outcome.errorOutput)")
        let findings = (document["findings"] as? [[String: Any]] ?? []).map { finding in
            Finding(
                kind: finding["kind"] as? String ?? "", target: finding["target"] as? String ?? "",
                subject: finding["subject"] as? String ?? "",
                places: (finding["places"] as? [[String: Any]] ?? []).map { place in
                    let file = place["file"] as? String ?? ""
                    return (place["line"] as? Int).map { "\(file):\($0)" } ?? file
                })
        }
        return (outcome.status, findings)
    }

    /// The package `missingTranslation` checks.
    static let missingTranslationCase = Case([
        "Sources/App/Resources/en.lproj/Localizable.strings": """
        /* greeting */
        "hello" = "Hello";
        // farewell
        "bye" = "Bye \\"now\\"";
        """,
        "Sources/App/Resources/zh-Hans.lproj/Localizable.strings": "\"hello\" = \"你好\";\n",
        "Sources/App/App.swift": """
        import Foundation
        let a = NSLocalizedString("hello", bundle: .module, comment: "")
        let b = NSLocalizedString("bye", bundle: .module, comment: "")

        """,
    ])

    @Test("missing-translation: a key of en that zh-Hans lacks, at the en line; a complete key is fine")
    func missingTranslation() async throws {
        let package = try await Self.loaded("missingTranslation")
        let (status, findings) = try Self.findings(package)
        #expect(status == .violations)
        #expect(
            findings == [
                Finding(
                    kind: "missing-translation", target: "App", subject: "bye",
                    places: ["Sources/App/Resources/en.lproj/Localizable.strings:4"])
            ])
    }

    /// The package `placeholderMismatch` checks.
    static let placeholderMismatchCase = Case([
        "Sources/App/Resources/en.lproj/Localizable.strings": """
        "count" = "%d items for %@";
        "order" = "%1$@ then %2$@";
        "named" = "{name} is here; 100% sure";
        """,
        "Sources/App/Resources/zh-Hans.lproj/Localizable.strings": """
        "count" = "%@ 的物品";
        "order" = "先 %2$@ 后 %1$@";
        "named" = "{name}，{name} 在这里";
        """,
        "Sources/App/App.swift": """
        import Foundation
        let keys = [String(localized: "count", bundle: .module), String(localized: "order", bundle: .module)]
        let named = String(localized: "named", bundle: .module)

        """,
    ])

    @Test("placeholder-mismatch: %d lost in zh-Hans; %1$@/%2$@ reordered and {name} repeated are fine")
    func placeholderMismatch() async throws {
        let package = try await Self.loaded("placeholderMismatch")
        let (status, findings) = try Self.findings(package)
        #expect(status == .violations)
        #expect(
            findings == [
                Finding(
                    kind: "placeholder-mismatch", target: "App", subject: "count",
                    places: [
                        "Sources/App/Resources/en.lproj/Localizable.strings:1",
                        "Sources/App/Resources/zh-Hans.lproj/Localizable.strings:1",
                    ])
            ])
    }

    /// The package `missingKey` checks.
    static let missingKeyCase = Case([
        "layering.json": #"{ "resources": { "keyFunctions": ["L.t"] } }"#,
        "Sources/App/Resources/en.lproj/Localizable.strings": "\"present\" = \"Here\";\n",
        "Sources/App/App.swift": """
        import Foundation
        enum L { static func t(_ key: String) -> String { key } }
        let a = Bundle.module.localizedString(forKey: "present", value: nil, table: nil)
        let b = String(localized: "absent", bundle: .module)
        // let c = NSLocalizedString("commented", comment: "")
        let d = L.t("custom.missing")
        let name = "x"
        let e = NSLocalizedString("built.\\(name)", comment: "")
        let f = "not a key lookup"

        """,
    ])

    @Test(
        "missing-key: a literal key in no table, by a standard form and a configured function; comments and interpolations are not keys"
    )
    func missingKey() async throws {
        let package = try await Self.loaded("missingKey")
        let (status, findings) = try Self.findings(package)
        #expect(status == .violations)
        #expect(
            Set(findings) == [
                Finding(kind: "missing-key", target: "App", subject: "absent", places: ["Sources/App/App.swift:4"]),
                Finding(
                    kind: "missing-key", target: "App", subject: "custom.missing", places: ["Sources/App/App.swift:6"]),
            ])
    }

    /// The package `keysInsideInterpolations` checks.
    static let keysInsideInterpolationsCase = Case([
        "layering.json": #"{ "resources": { "keyFunctions": ["L.t"] } }"#,
        "Sources/App/Resources/en.lproj/Localizable.strings": """
        "seconds" = "SECONDS";
        "raw" = "Raw";
        "unused" = "Unused";
        """,
        "Sources/App/App.swift": """
        import Foundation
        enum L { static func t(_ key: String) -> String { key } }
        let names = "--latency"
        let a = "\\(names) \\(L.t("seconds"))"
        let b = #"\\#(L.t("raw")) (a parenthesis in a string: \\#(")")"#
        let c = "x \\(names.isEmpty ? L.t("missing.inside") : "")"

        """,
    ])

    @Test("a key looked up inside a string's interpolation is used, and one missing there is named with its line")
    func keysInsideInterpolations() async throws {
        let package = try await Self.loaded("keysInsideInterpolations")
        let (_, findings) = try Self.findings(package)
        #expect(
            Set(findings) == [
                Finding(
                    kind: "missing-key", target: "App", subject: "missing.inside",
                    places: ["Sources/App/App.swift:6"]),
                Finding(
                    kind: "unused-key", target: "App", subject: "unused",
                    places: ["Sources/App/Resources/en.lproj/Localizable.strings:3"]),
            ])
    }

    /// The package `unusedKey` checks.
    static let unusedKeyCase = Case([
        "layering.json": #"{ "resources": { "keep": ["dynamic.*"] } }"#,
        "Sources/App/Resources/en.lproj/Localizable.strings": """
        "used" = "Used";
        "unused" = "Unused";
        "dynamic.a" = "A";
        "spelled" = "Spelled";
        """,
        "Sources/App/App.swift": """
        import Foundation
        let kind = "a"
        let a = NSLocalizedString("used", bundle: .module, comment: "")
        let b = NSLocalizedString("dynamic.\\(kind)", bundle: .module, comment: "")
        let titleKey = "spelled"

        """,
    ])

    @Test("unused-key: a key no code uses; a run-time key covered by a keep rule and a key spelled in code are used")
    func unusedKey() async throws {
        let package = try await Self.loaded("unusedKey")
        let (status, findings) = try Self.findings(package)
        #expect(status == .clean, "unused-key is a warning")
        #expect(
            findings == [
                Finding(
                    kind: "unused-key", target: "App", subject: "unused",
                    places: ["Sources/App/Resources/en.lproj/Localizable.strings:2"])
            ])
    }

    /// The package `generatedAccessors` checks.
    static let generatedAccessorsCase = Case([
        "Sources/App/Resources/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"orphan\" = \"Orphan\";\n",
        "Sources/App/L10n.swift": """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        import Foundation
        enum L10n {
            static let title = tr("Localizable", "title")
            static let orphan = tr("Localizable", "orphan")
            static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, bundle: .module, comment: "") }
        }

        """,
        "Sources/App/App.swift": "let shown = L10n.title\n",
    ])

    @Test("generated accessors use a key only when hand-written code names the accessor")
    func generatedAccessors() async throws {
        let package = try await Self.loaded("generatedAccessors")
        let (_, findings) = try Self.findings(package)
        #expect(findings.map { $0.subject } == ["orphan"])
        #expect(findings.map { $0.kind } == ["unused-key"])
    }

    /// The package `unusedResource` checks.
    static let unusedResourceCase = Case(
        [
            "Sources/App/Resources/logo.png": "png",
            "Sources/App/Resources/forgotten.json": "{}",
            "Sources/App/Fixtures/a.txt": "a",
            "Sources/App/Fixtures/nested/b.txt": "b",
            "Sources/App/App.swift": """
            import Foundation
            let logo = Bundle.module.url(forResource: "logo", withExtension: "png")
            let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)

            """,
        ], targets: #".target(name: "App", resources: [.process("Resources"), .copy("Fixtures")])"#)

    @Test("unused-resource: a bundled file no code names; a named file and a .copy folder named whole are used")
    func unusedResource() async throws {
        let package = try await Self.loaded("unusedResource")
        let (status, findings) = try Self.findings(package)
        #expect(status == .clean)
        #expect(
            findings == [
                Finding(
                    kind: "unused-resource", target: "App", subject: "Sources/App/Resources/forgotten.json",
                    places: ["Sources/App/Resources/forgotten.json"])
            ])
        let sizes = package.sizes.output
        #expect(sizes.contains("App          4           7  -"), "\(sizes)")
    }

    /// The package `duplicateResource` checks.
    static let duplicateResourceCase = Case(
        [
            "Sources/A/Resources/shared.json": "{\"same\": true}",
            "Sources/B/Resources/shared.json": "{\"same\": true}",
            "Sources/A/Resources/own.json": "{\"a\": 1}",
            "Sources/B/Resources/own.json": "{\"b\": 2}",
            "Sources/A/A.swift": "let names = [\"shared\", \"own\"]\n",
            "Sources/B/B.swift": "let names = [\"shared.json\", \"own.json\"]\n",
        ],
        targets: #"""
            .target(name: "A", resources: [.process("Resources")]),
            .target(name: "B", resources: [.process("Resources")])
            """#)

    @Test("duplicate-resource: the same bytes in two targets' bundles, naming both; different bytes are fine")
    func duplicateResource() async throws {
        let package = try await Self.loaded("duplicateResource")
        let (_, findings) = try Self.findings(package)
        #expect(
            findings == [
                Finding(
                    kind: "duplicate-resource", target: "A, B", subject: "shared.json",
                    places: ["Sources/A/Resources/shared.json", "Sources/B/Resources/shared.json"])
            ])
        // The fix speaks of the package's own targets, not of this repository's (no "such as Common").
        #expect(
            package.text.output.contains(
                "fix: keep one copy in the bundle of a target the others all depend on and read it from there\n"))
    }

    /// The package `duplicateKey` checks.
    static let duplicateKeyCase = Case([
        "Sources/App/Resources/en.lproj/Localizable.strings":
            "\"k\" = \"One\";\n\"j\" = \"J\";\n\"k\" = \"Two\";\n",
        "Sources/App/App.swift":
            "import Foundation\nlet k = [NSLocalizedString(\"k\", comment: \"\"), NSLocalizedString(\"j\", comment: \"\")]\n",
    ])

    @Test("duplicate-key: a key defined twice in one table, both lines")
    func duplicateKey() async throws {
        let package = try await Self.loaded("duplicateKey")
        let (status, findings) = try Self.findings(package)
        #expect(status == .violations)
        #expect(
            findings == [
                Finding(
                    kind: "duplicate-key", target: "App", subject: "k",
                    places: [
                        "Sources/App/Resources/en.lproj/Localizable.strings:1",
                        "Sources/App/Resources/en.lproj/Localizable.strings:3",
                    ])
            ])
    }

    /// The package `stringCatalog` checks.
    static let stringCatalogCase = Case([
        "Sources/App/Resources/Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "brand" : { "shouldTranslate" : false },
            "bye" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } } }
            },
            "items" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Ding" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ Dinge" } } } } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld things" } }
              }
            }
          },
          "version" : "1.0"
        }
        """,
        "Sources/App/App.swift": """
        import Foundation
        let all = [String(localized: "brand"), String(localized: "bye"), String(localized: "items")]

        """,
    ])

    @Test("an .xcstrings catalog: a language a key lacks, different placeholders; shouldTranslate false is fine")
    func stringCatalog() async throws {
        let package = try await Self.loaded("stringCatalog")
        let (status, findings) = try Self.findings(package)
        #expect(status == .violations)
        let file = "Sources/App/Resources/Localizable.xcstrings"
        #expect(
            Set(findings) == [
                Finding(kind: "missing-translation", target: "App", subject: "bye", places: ["\(file):5"]),
                Finding(
                    kind: "placeholder-mismatch", target: "App", subject: "items", places: ["\(file):8", "\(file):8"]),
            ])
    }

    @Test(
        "JSON, SARIF and GitHub shapes; a baseline hides what it records and reports size changes; severity and bad input"
    )
    func formatsBaselineAndSizes() throws {
        let package = try Self.package([
            "Sources/App/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "Sources/App/Resources/zh-Hans.lproj/Localizable.strings": "\"a\" = \"甲\";\n",
            "Sources/App/App.swift":
                "import Foundation\nlet keys = [NSLocalizedString(\"a\", comment: \"\"), NSLocalizedString(\"b\", comment: \"\")]\n",
        ])
        defer { package.remove() }
        let json = Self.run(package, ["--format", "json", "--sizes"])
        #expect(json.status == .violations)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(document["formatVersion"] as? Int == 1)
        #expect(document["package"] as? String == "Fixture")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["findings": 1, "errors": 1, "warnings": 0, "bundles": 1, "files": 2])
        let finding = try #require((document["findings"] as? [[String: Any]])?.first)
        #expect(Set(finding.keys) == ["kind", "severity", "target", "subject", "places", "fix"])
        #expect(finding["severity"] as? String == "error")
        let bundles = try #require(document["bundles"] as? [[String: Any]])
        #expect(bundles.first?["target"] as? String == "App")

        let sarif = Self.run(package, ["--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "missing-translation")
        #expect(
            (result["message"] as? [String: String])?["text"]?.hasPrefix("App: b (missing-translation). fix: ") == true)

        let github = Self.run(package, ["--format", "github"])
        #expect(
            github.output.hasPrefix(
                "::error file=Sources/App/Resources/en.lproj/Localizable.strings,line=2,title=layering missing-translation::App: b: "
            ))

        let recorded = Self.run(package, ["--write-baseline"])
        #expect(recorded.status == .clean, "\(recorded.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: package.path + "/layering-resources-baseline.json"))
        try Data("\"c\" = \"C\";\n".utf8).write(
            to: package.root.appendingPathComponent("Sources/App/Resources/en.lproj/Extra.strings"))
        let passing = Self.run(package, ["--sizes"])
        #expect(passing.status == .violations, "the new table's key c is new: \(passing.output)")
        #expect(passing.output.contains("error [missing-translation] App: c"))
        #expect(!passing.output.contains("App: b\n"))
        #expect(passing.output.contains("App          3          46  +11 B (+31.4%, +1 file)"), "\(passing.output)")
        #expect(passing.output.contains("note: layering-resources-baseline.json hides 1 finding."))

        try Data(#"{ "severity": { "missing-translation": "warning" } }"#.utf8).write(
            to: package.root.appendingPathComponent("layering.json"))
        #expect(Self.run(package).status == .clean)
        try Data(#"{ "resources": { "kept": [] } }"#.utf8).write(
            to: package.root.appendingPathComponent("layering.json"))
        let badConfiguration = Self.run(package)
        #expect(badConfiguration.status == .badInput)
        #expect(badConfiguration.errorOutput.contains("unknown key \"kept\" in resources"))
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("layering.json"))
        try Data("\"c\" = \"C\"\n\"d\" = \"D\";\n".utf8).write(
            to: package.root.appendingPathComponent("Sources/App/Resources/en.lproj/Extra.strings"))
        let malformed = Self.run(package)
        #expect(malformed.status == .badInput)
        #expect(
            malformed.errorOutput.hasPrefix(
                "layering: Sources/App/Resources/en.lproj/Extra.strings:2: expected ; after the value of \"c\""),
            "\(malformed.errorOutput)")
        #expect(Self.run(package, ["--sizes", "--format", "dot"]).status == .badInput)
        #expect(LayeringTool().run(["check", "--sizes"]).status == .badInput)
    }

    @Test(
        "the .strings format: UTF-16, escapes in tables and in Swift literals, unquoted words; Text(verbatim:) is no key"
    )
    func stringsFormat() throws {
        let english = #"""
            "q\"k" = "Quote %@";
            "uni" = "\U00e9t\U00E9 %lld";
            bare = word;
            """#
        let german = #"""
            "q\"k" = "Zitat %@";
            "uni" = "Sommer %lld";
            bare = Wort;
            """#
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(german.data(using: .utf16LittleEndian) ?? Data())
        let package = try Self.package([
            "Sources/App/Resources/en.lproj/Localizable.strings": english,
            "Sources/App/App.swift": #"""
            import Foundation
            let a = NSLocalizedString("q\"k", bundle: .module, comment: "")
            let b = NSLocalizedString(#"uni"#, bundle: .module, comment: "")
            let c = "bare"
            let v = Text(verbatim: "not.a.key")
            struct Text { init(verbatim: String) {} }

            """#,
        ])
        defer { package.remove() }
        let folder = package.root.appendingPathComponent("Sources/App/Resources/de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try utf16.write(to: folder.appendingPathComponent("Localizable.strings"))
        let (status, findings) = try Self.findings(package)
        #expect(status == .clean)
        #expect(findings == [])

        try Data("\"a\" = \"b\";\n/* never closed".utf8).write(to: folder.appendingPathComponent("Other.strings"))
        let broken = Self.run(package)
        #expect(broken.status == .badInput)
        #expect(
            broken.errorOutput
                == "layering: Sources/App/Resources/de.lproj/Other.strings:2: a comment opened here is never closed with */;"
                + " a .strings table holds only \"key\" = \"value\"; entries and comments\n")
    }
}
