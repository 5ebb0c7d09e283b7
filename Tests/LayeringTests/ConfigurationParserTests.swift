import Foundation
import Layering
import Testing

@Suite("Configuration file")
struct ConfigurationParserTests {
    private func parse(_ json: String) throws -> LayeringConfiguration {
        try ConfigurationParser().parse(Data(json.utf8), origin: "layering.json")
    }

    private func errorMessage(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return (error as? LayeringError)?.message
        }
    }

    @Test("a full configuration")
    func full() throws {
        let configuration = try parse(
            """
            {
              "layers": [
                { "name": "feature", "paths": ["Features/*"], "mayDependOn": ["core", "third-party"],
                  "independent": true, "fix": "use the router" },
                { "name": "core", "targets": ["Core"], "kinds": ["macro"] },
                { "name": "tests", "kinds": ["test"], "mayDependOn": ["*"] }
              ],
              "exceptions": [{ "from": "Search", "to": "Profile", "rule": "feature-isolation", "reason": "until #12" }],
              "toolchainModules": ["CryptoKit"],
              "productModules": { "NIO": ["NIOCore", "NIOPosix"] }
            }
            """)
        #expect(configuration.layers.map(\.name) == ["feature", "core", "tests"])
        #expect(configuration.layers[0].isIndependent)
        #expect(configuration.layers[0].isolationFix == "use the router")
        #expect(configuration.layers[0].mayUseThirdParty)
        #expect(configuration.layers[1].kinds == [.macro])
        #expect(
            configuration.exceptions == [
                LayerException(from: "Search", to: "Profile", rule: "feature-isolation", reason: "until #12")
            ])
        #expect(configuration.isToolchainModule("CryptoKit"))
        #expect(configuration.productModules["NIO"] == ["NIOCore", "NIOPosix"])
        #expect(configuration.origin == "layering.json")
    }

    @Test("keys left out keep the standard layers")
    func partial() throws {
        let configuration = try parse(#"{ "exceptions": [{ "from": "A", "to": "B", "reason": "r" }] }"#)
        #expect(configuration.layers == LayeringConfiguration.standard.layers)
        #expect(configuration.exceptions.count == 1)
    }

    @Test(
        "mistakes are errors that name the place and what would be right",
        arguments: [
            ("not json", "layering.json is not valid JSON"),
            ("[]", "the top level must be an object, not an array"),
            (
                #"{ "layrs": [] }"#,
                #"unknown key "layrs" in the top level; expected one of conditionalImports, exceptions, layers"#
            ),
            (#"{ "layers": [{ "name": "a", "path": ["A"] }] }"#, #"unknown key "path" in layers[0]"#),
            (#"{ "layers": [{ "paths": ["A"] }] }"#, #"layers[0] has no "name""#),
            (#"{ "layers": [{ "name": "a", "independent": "yes" }] }"#, "layers[0].independent must be true or false"),
            (#"{ "layers": [{ "name": "a", "paths": "A" }] }"#, "layers[0].paths must be an array, not a string"),
            (#"{ "layers": [{ "name": "a", "kinds": ["tests"] }] }"#, #"layers[0].kinds has "tests"; expected one of"#),
            (
                #"{ "layers": [{ "name": "a", "mayDependOn": ["b"] }] }"#,
                #"layer "a" may depend on "b", which is not a layer"#
            ),
            (#"{ "layers": [{ "name": "a" }, { "name": "a" }] }"#, #"two layers are named "a""#),
            (#"{ "layers": [{ "name": "*" }] }"#, "is reserved"),
            (#"{ "exceptions": [{ "from": "A", "to": "B" }] }"#, #"exceptions[0] has no "reason""#),
            (#"{ "exceptions": [{ "from": "A", "to": "B", "reason": " " }] }"#, "exceptions[0].reason is empty"),
            (#"{ "exceptions": [{ "from": "A", "to": "B", "reason": "r", "why": 1 }] }"#, #"unknown key "why""#),
            (
                #"{ "exceptions": [{ "from": "A", "to": "B", "reason": "r", "rule": "isolation" }] }"#,
                #"names rule "isolation", which does not exist"#
            ),
            (#"{ "toolchainModules": [1] }"#, "toolchainModules[] must be a string, not a number"),
            (#"{ "productModules": ["NIO"] }"#, "productModules must be an object"),
        ]
    )
    func mistakes(json: String, expected: String) throws {
        let message = try #require(errorMessage(json))
        #expect(message.hasPrefix("layering.json"))
        #expect(message.contains(expected))
        #expect(!message.contains("\n"))
    }

    @Test("layer path patterns: a folder and everything under it; * is one folder")
    func patterns() {
        let business = Layer(name: "business", paths: ["Modules/*"])
        #expect(business.contains(PackageTarget(name: "Cart", path: "Modules/Cart")))
        #expect(business.contains(PackageTarget(name: "Deep", path: "Modules/Cart/Sub")))
        #expect(!business.contains(PackageTarget(name: "All", path: "Modules")))
        #expect(!business.contains(PackageTarget(name: "Other", path: "ModulesX/Cart")))
        let common = Layer(name: "common", paths: ["Common"])
        #expect(common.contains(PackageTarget(name: "Common", path: "Common")))
        #expect(common.contains(PackageTarget(name: "Sub", path: "Common/Sub")))
        #expect(!common.contains(PackageTarget(name: "Other", path: "CommonKit")))
    }

    @Test("severity sets any rule to error, warning or off; unknown rules and values exit 2")
    func severities() throws {
        let configuration = try parse(
            """
            { "layers": [{ "name": "feature", "paths": ["Features/*"], "independent": true }],
              "severity": { "feature-isolation": "warning", "transitive-import": "off", "unknown-module": "error" } }
            """)
        #expect(
            configuration.severities == [
                "feature-isolation": .warning, "transitive-import": .off, "unknown-module": .error,
            ])
        #expect(
            errorMessage(#"{ "severity": { "implicit-import": "off" } }"#)?.hasPrefix(
                "layering.json: severity names rule \"implicit-import\", which does not exist; expected one of undeclared-import,"
            ) == true)
        #expect(
            errorMessage(#"{ "severity": { "undeclared-import": "fatal" } }"#)
                == "layering.json: severity.undeclared-import is \"fatal\"; expected \"error\", \"warning\" or \"off\"")
        #expect(
            errorMessage(#"{ "severity": ["off"] }"#)
                == "layering.json: severity must be an object mapping a rule to \"error\", \"warning\" or \"off\", not an array"
        )
    }

    @Test("without layers a file keeps the layers the package would get without one")
    func defaultsWithoutLayers() throws {
        let universal = try ConfigurationParser().parse(
            Data(#"{ "severity": { "transitive-import": "off" } }"#.utf8), origin: "layering.json", defaults: .universal
        )
        #expect(universal.layers.isEmpty)
        #expect(!universal.isUniversalDefault)
        #expect(try parse("{}").layers == LayeringConfiguration.standard.layers)
    }

    @Test("the resources section: keep patterns, key functions by name or with their keys, and its kinds' severities")
    func resources() throws {
        let configuration = try parse(
            #"""
            { "resources": { "keep": ["help.*", "exact"],
                "keyFunctions": ["strings.string", { "name": "strings.plural", "keys": ["*.one", "*.other"] }] },
              "severity": { "unused-key": "error", "duplicate-resource": "off" } }
            """#)
        #expect(configuration.resources.keep == ["help.*", "exact"])
        #expect(configuration.resources.keeps("help.command.open") && configuration.resources.keeps("exact"))
        #expect(!configuration.resources.keeps("exactly"))
        #expect(
            configuration.resources.keyFunctions == [
                KeyFunction("strings.string"), KeyFunction("strings.plural", keys: ["*.one", "*.other"]),
            ])
        #expect(configuration.severities == ["unused-key": .error, "duplicate-resource": .off])
        #expect(
            errorMessage(#"{ "resources": { "keyFunctions": [{ "keys": ["*"] }] } }"#)
                == #"layering.json: resources.keyFunctions[0] has no "name"; give the function such as "strings.plural""#
        )
        #expect(
            errorMessage(#"{ "resources": { "keyFunctions": [{ "name": "p", "keys": ["other"] }] } }"#)?.hasPrefix(
                "layering.json: resources.keyFunctions[0].keys must list the keys a call looks up, each with * for the argument"
            ) == true)
        #expect(
            errorMessage(#"{ "resources": { "keyFunctions": ["strings..string"] } }"#)
                == #"layering.json: resources.keyFunctions[0] is "strings..string"; expected a function name such as"#
                + #" "strings.string" or "L10n.tr""#)
        #expect(
            errorMessage(#"{ "resources": { "keep": [""] } }"#)
                == #"layering.json: resources.keep has an empty pattern; give a key such as "cart.title" or "cart.*""#)
        #expect(
            errorMessage(#"{ "resources": { "keep": "all" } }"#)
                == "layering.json: resources.keep must be an array, not a string")
        #expect(
            errorMessage(#"{ "resources": { "ignore": [] } }"#)
                == #"layering.json: unknown key "ignore" in resources; expected one of keep, keyFunctions"#)
    }
}
