import Foundation
import Layering
import Testing

/// `layering resources` on the forms real packages use files and keys in without naming them in the
/// target's own Swift code, each beside a file or key that really is unused or stale.
@Suite("layering resources: how real packages use their bundles")
struct ResourceFormsTests {
    @Test(
        "privacy manifest, image variants, asset catalogs, .copy folders, .embedInCode, C sources and names from dependencies"
    )
    func fileForms() throws {
        let package = try GeneratedPackage(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Gallery",
                targets: [
                    .target(
                        name: "App",
                        resources: [
                            .process("Resources"), .copy("TestData"), .copy("Fixtures"), .embedInCode("best.txt"),
                        ]),
                    .target(name: "Legacy", resources: [.process("Resources")]),
                    .target(name: "UserSettings"),
                    .target(name: "Settings", dependencies: ["UserSettings"], resources: [.process("Icons")]),
                ]
            )

            """,
            "Sources/App/App.swift": """
            import Foundation

            let flag = UIImage(named: "flag")
            let brand = Color("brand", bundle: .module)
            let star = Image(.star)
            let large = Bundle.module.url(forResource: "TestData/large", withExtension: nil)
            let best = PackageResources.best_txt

            """,
            "Sources/App/best.txt": "best\n",
            "Sources/App/Resources/PrivacyInfo.xcprivacy": "<plist><dict/></plist>\n",
            "Sources/App/Resources/flag@2x.png": "flag 2x\n",
            "Sources/App/Resources/flag@3x.png": "flag 3x\n",
            "Sources/App/Resources/flag~ipad.png": "flag ipad\n",
            "Sources/App/Resources/ghost@2x.png": "ghost\n",
            "Sources/App/Resources/Assets.xcassets/Contents.json": #"{"info":{"version":1}}"# + "\n",
            "Sources/App/Resources/Assets.xcassets/brand.colorset/Contents.json": #"{"colors":[]}"# + "\n",
            "Sources/App/Resources/Assets.xcassets/Icons/Contents.json": #"{"info":{"author":"xcode"}}"# + "\n",
            "Sources/App/Resources/Assets.xcassets/Icons/star.imageset/Contents.json": #"{"images":[1]}"# + "\n",
            "Sources/App/Resources/Assets.xcassets/Icons/star.imageset/star.png": "star\n",
            "Sources/App/Resources/Assets.xcassets/old-logo.imageset/Contents.json": #"{"images":[2]}"# + "\n",
            "Sources/App/Resources/Assets.xcassets/old-logo.imageset/logo.png": "logo\n",
            "Sources/App/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{"images":[3]}"# + "\n",
            "Sources/App/TestData/large/a.bin": "a\n",
            "Sources/App/Fixtures/sample.json": "{}\n",
            "Sources/Legacy/legacy.c": """
            // "unused-c.json" in a comment is no use
            const char *name = "legacy.json";

            """,
            "Sources/Legacy/include/legacy.h": "extern const char *name;\n",
            "Sources/Legacy/Resources/legacy.json": "[1]\n",
            "Sources/Legacy/Resources/unused-c.json": "[2]\n",
            // As isowords: the names are an enum's raw values in a target the bundle's target depends on.
            "Sources/UserSettings/AppIcon.swift": "public enum AppIcon: String { case one = \"icon-1\" }\n",
            "Sources/Settings/Picker.swift": "import UserSettings\nlet icon = UIImage(named: AppIcon.one.rawValue)\n",
            "Sources/Settings/Icons/icon-1.png": "one\n",
            "Sources/Settings/Icons/icon-9.png": "nine\n",
        ])
        defer { package.remove() }
        let (status, findings) = try ResourceCheckTests.findings(package)
        #expect(status == .clean)
        #expect(
            findings.map { "\($0.kind) \($0.target): \($0.subject)" } == [
                "unused-resource App: Sources/App/Fixtures",
                "unused-resource App: Sources/App/Resources/Assets.xcassets/old-logo.imageset",
                "unused-resource App: Sources/App/Resources/ghost@2x.png",
                "unused-resource Legacy: Sources/Legacy/Resources/unused-c.json",
                "unused-resource Settings: Sources/Settings/Icons/icon-9.png",
            ])
    }

    @Test(
        "keys used through a generated accessor by the targets that depend on the table's target, matched by type and name"
    )
    func keysOfDependents() throws {
        // As an app's localisation package: SwiftGen's L10n in the table's target, used by features.
        let package = try GeneratedPackage(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Strings",
                defaultLocalization: "en",
                targets: [
                    .target(name: "L10n", resources: [.process("Resources")]),
                    .target(name: "Settings", dependencies: ["L10n"]),
                    .target(name: "Profile", dependencies: ["L10n"]),
                    .testTarget(name: "L10nTests", dependencies: ["L10n"]),
                ]
            )

            """,
            "Sources/L10n/Resources/en.lproj/Localizable.strings": """
            "settings.title" = "Settings";
            "settings.legacy" = "Old settings";
            "profile.name" = "Name";
            "profile.subtitle" = "About you";
            "onboarding.title" = "Welcome";

            """,
            "Sources/L10n/Strings.swift": """
            // swiftlint:disable all
            // Generated using SwiftGen, do not edit
            import Foundation

            public enum L10n {
                public enum Settings {
                    public static let title = L10n.tr("Localizable", "settings.title")
                    public static let legacy = L10n.tr("Localizable", "settings.legacy")
                }
                public enum Profile {
                    public static let name = L10n.tr("Localizable", "profile.name")
                }
                public enum Onboarding {
                    public static let title = L10n.tr("Localizable", "onboarding.title")
                }
                static func tr(_ table: String, _ key: String) -> String { key }
            }
            extension L10n.Profile {
                public static let subtitle = L10n.tr("Localizable", "profile.subtitle")
            }

            """,
            "Sources/Settings/SettingsView.swift": "import L10n\nlet title = L10n.Settings.title\n",
            // `title` here is a local name and Settings' accessor, not Onboarding's.
            "Sources/Profile/ProfileView.swift":
                "import L10n\nlet name = L10n.Profile.name\nlet about = L10n.Profile.subtitle\n",
            "Tests/L10nTests/L10nTests.swift": "import L10n\nlet legacy = L10n.Settings.legacy\n",
        ])
        defer { package.remove() }
        let (_, findings) = try ResourceCheckTests.findings(package)
        #expect(
            findings.map { "\($0.kind) \($0.target): \($0.subject)" } == [
                "unused-key L10n: onboarding.title", "unused-key L10n: settings.legacy",
            ])
    }

    @Test("Base.lproj is the development language; a key only in other languages is stale, once, naming the files")
    func languages() throws {
        let package = try ResourceCheckTests.package([
            "Sources/App/App.swift": """
            import Foundation
            let texts = [NSLocalizedString("greeting", comment: ""), NSLocalizedString("farewell", comment: "")]

            """,
            "Sources/App/Resources/Base.lproj/Localizable.strings":
                "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
            "Sources/App/Resources/fr.lproj/Localizable.strings": """
            "greeting" = "Bonjour";
            "farewell" = "Au revoir";
            "old.banner" = "Soldes";

            """,
            "Sources/App/Resources/de.lproj/Localizable.strings":
                "\"greeting\" = \"Hallo\";\n\"old.banner\" = \"Ausverkauf\";\n",
            // A catalog written in German: a key its English lacks is to translate, not stale.
            "Sources/App/Resources/Menu.xcstrings": """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "Datei" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "File" } } } },
                "Ende" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Fin" } } } }
              },
              "version" : "1.0"
            }
            """,
            "Sources/App/Menu.swift": "let menu = [String(localized: \"Datei\"), String(localized: \"Ende\")]\n",
        ])
        defer { package.remove() }
        let (status, findings) = try ResourceCheckTests.findings(package)
        #expect(status == .violations)
        #expect(
            findings == [
                .init(
                    kind: "missing-translation", target: "App", subject: "Datei",
                    places: ["Sources/App/Resources/Menu.xcstrings:4"]),
                .init(
                    kind: "missing-translation", target: "App", subject: "Ende",
                    places: ["Sources/App/Resources/Menu.xcstrings:5"]),
                .init(
                    kind: "missing-translation", target: "App", subject: "farewell",
                    places: ["Sources/App/Resources/Base.lproj/Localizable.strings:2"]),
                .init(
                    kind: "stale-translation", target: "App", subject: "old.banner",
                    places: [
                        "Sources/App/Resources/de.lproj/Localizable.strings:2",
                        "Sources/App/Resources/fr.lproj/Localizable.strings:3",
                    ]),
            ])
        let text = ResourceCheckTests.run(package).output
        #expect(
            text.contains(
                "fix: delete \"old.banner\" from Sources/App/Resources/de.lproj/Localizable.strings,"
                    + " Sources/App/Resources/fr.lproj/Localizable.strings: the development language (en) no longer has it"
            ), "\(text)")
    }
}
