/// The files of a new module, each a path relative to the package root and its text: written
/// the house way (one type per file, `///` on every public declaration, the checked-in format).
struct ModuleTemplate {
    let module: ModuleName

    /// Every new file, in the order the report lists them, with what it is.
    var files: [(path: String, text: String, about: String)] {
        let name = module.name
        return [
            ("Mediator/Contracts/\(name)/\(name)Routes.swift", routes, "the entry route \(name)Entry"),
            (
                "Mediator/Contracts/\(name)/\(name)Contract.swift", contract,
                "ModuleContract.\(module.member): its routes (target \(module.contract))"
            ),
            ("Modules/\(name)/\(name)Module.swift", moduleValue, "the module value"),
            ("Modules/\(name)/Pages/\(name)EntryPage.swift", entryPage, "the entry page"),
            ("Modules/\(name)/Resources/en.lproj/Localizable.strings", strings(english: true), "English strings"),
            ("Modules/\(name)/Resources/zh-Hans.lproj/Localizable.strings", strings(english: false), "Chinese strings"),
            ("Modules/\(name)/README.md", readme, "what belongs in the module"),
            ("Tests/\(name)Tests/\(name)ModuleTests.swift", test, "a first test"),
            ("Tools/Shell/PerModule/\(name)Shell/main.swift", shell, "\(name)Shell: the module built and run alone"),
        ]
    }

    /// The line that makes the module in `ModuleMakers.all` (two lines when one is too long).
    var maker: String {
        let make = "try \(module.name)Module(store: $0.store, language: $0.language)"
        let line = "        ModuleMaker(.\(module.member)) { \(make) },"
        return line.count <= 120 ? line : "        ModuleMaker(.\(module.member)) {\n            \(make)\n        },"
    }

    /// `import` lines for `modules`, sorted as the format wants them, and a blank line.
    private func imports(_ modules: [String]) -> String {
        modules.sorted().map { "import \($0)\n" }.joined()
    }

    private var routes: String {
        """
        /// The \(module.name) module's entry page.
        public struct \(module.name)Entry: Route {
            /// `\(module.pattern)`
            public static let pattern = "\(module.pattern)"
            /// One line for introspection, in each language.
            public static let summary: RouteSummary = [
                "en": "the \(module.name) module's entry page",
                "zh-Hans": "\(module.name) 模块的入口页",
            ]
            /// Creates the route.
            public init() {}
        }

        """
    }

    private var contract: String {
        """
        // A module that imports this contract gets the runtime and the shared contract types with it.
        @_exported import ContractSupport

        extension ModuleContract {
            /// The \(module.name) module's routes, entry first.
            public static let \(module.member) = ModuleContract(
                name: "\(module.name)", entry: \(module.name)Entry(),
                routes: [\(module.name)Entry.self])
        }

        """
    }

    private var moduleValue: String {
        """
        import Common
        import \(module.contract)

        /// The \(module.name) module. Say here what it shows and does, which services it provides
        /// and consumes, and which events it posts and hears.
        public struct \(module.name)Module: BusinessModule {
            /// `\(module.name)`.
            public let name = "\(module.name)"

            private let strings: StringTable

            /// Loads the module's strings; its state will live in `store`.
            public init(store: any StateStore, language: Language) throws(LocalizationError) {
                let resources = ResourceDirectory.of("Bazaar_\(module.name)") { .module }
                strings = try StringTable.load(
                    resourceDirectory: resources, language: language, languages: language.withFallback)
            }

            /// Registers `\(module.name)Entry`.
            public func register(in registrar: inout ModuleRegistrar) {
                let strings = self.strings
                registrar.route(\(module.name)Entry.self) { _, _ in
                    .page(\(module.name)EntryPage(strings: strings))
                }
            }
        }

        """
    }

    private var entryPage: String {
        """
        import Common
        import \(module.contract)

        /// The \(module.name) module's entry page: a title and a line of text.
        struct \(module.name)EntryPage: ContentPage {
            let strings: StringTable

            func content() -> PageContent {
                PageContent(
                    title: strings("entry.title"), sections: [PageSection(items: [.text(strings("entry.body"))])])
            }
        }

        """
    }

    private func strings(english: Bool) -> String {
        english
            ? """
            /* \(module.name) module: English. */

            "entry.title" = "\(module.name)";
            "entry.body" = "The \(module.name) module is ready; its routes are in Mediator/Contracts/\(module.name).";

            """
            : """
            /* \(module.name) module: Simplified Chinese. */

            "entry.title" = "\(module.name)";
            "entry.body" = "\(module.name) 模块已就绪；它的路由在 Mediator/Contracts/\(module.name)。";

            """
    }

    private var readme: String {
        """
        # \(module.name)

        Say here what the module is for. It reaches other modules only through their contracts in
        `Mediator/Contracts`; its own contract is `Mediator/Contracts/\(module.name)`.

        May import its contract `\(module.contract)` (the runtime comes with it), the contracts of the modules
        it uses (each named in its line of Package.swift's `businessModules`, `uses:`), `Common`,
        `Foundation`. Never another business module.

        ## Routes

        | route | pattern | answers |
        | --- | --- | --- |
        | `\(module.name)Entry` | `\(module.pattern)` | the entry page: a title and a line of text |

        ## Services

        Provides none, consumes none.

        ## Events

        Posts none, hears none.

        ## State

        None yet: the store passed to `init` is where it will live.

        ## Strings

        `Resources/en.lproj` and `Resources/zh-Hans.lproj` `Localizable.strings`.

        ## Alone

        `swift run \(module.name)Shell` (or `swift run shell \(module.name)`) runs it with stand-ins;
        `swift test --filter \(module.name)Tests` runs its tests.

        """
    }

    private var test: String {
        """
        \(imports(["AllContracts", "Common", "ModuleTesting", "StandIns", "Testing", module.name]))
        /// The \(module.name) module alone: it starts with stand-ins and its entry page opens.
        @Suite struct \(module.name)ModuleTests {
            @Test(arguments: [(Language.english, "is ready"), (.simplifiedChinese, "已就绪")])
            func theEntryPageOpensInEachLanguage(language: Language, body: String) async throws {
                let module = try \(module.name)Module(store: InMemoryStateStore(), language: language)
                let hub = try await Hub.bazaar(
                    [module], standIns: StandInCatalogue.standard.overrides(for: module.consumes).overrides)
                let content = try await pageContent(hub.open(\(module.name)Entry()))
                #expect(content.title == "\(module.name)")
                #expect(content.texts.contains { $0.contains(body) }, "\\(content.texts)")
            }
        }

        """
    }

    private var shell: String {
        """
        // \(module.name)Shell: `shell \(module.name)` built alone.
        // It links \(module.name) and no other business module.
        \(imports(["Console", "ShellKit", module.contract, module.name]))
        await ShellProgram.main(modules: [
            ModuleMaker(.\(module.member)) {
                try \(module.name)Module(store: $0.store, language: $0.language)
            }
        ])

        """
    }
}
