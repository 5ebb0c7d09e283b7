import Layering
import Testing

@Suite("Command line")
struct InvocationTests {
    @Test("every command with its options")
    func parsing() throws {
        #expect(try Invocation.parse(["check"]) == .run(.check, Invocation.Options()))
        var options = Invocation.Options(packagePath: "/p")
        options.reportFormat = .github
        options.configurationPath = "c.json"
        options.baselinePath = "b.json"
        options.traits = ["A", "B"]
        options.enablesAllTraits = true
        options.timeout = 2.5
        #expect(
            try Invocation.parse([
                "check", "--package-path", "/p", "--format", "github", "--config", "c.json", "--baseline", "b.json",
                "--traits", "A, B", "--enable-all-traits", "--timeout", "2.5",
            ]) == .run(.check, options))
        var json = Invocation.Options(packagePath: "/p")
        json.reportFormat = .sarif
        #expect(try Invocation.parse(["check", "--format=sarif", "--package-path=/p"]) == .run(.check, json))
        var mermaid = Invocation.Options()
        mermaid.graphFormat = .mermaid
        #expect(try Invocation.parse(["graph", "--format", "mermaid"]) == .run(.graph, mermaid))
        var output = Invocation.Options()
        output.outputPath = "out.json"
        #expect(try Invocation.parse(["baseline", "--output", "out.json"]) == .run(.baseline, output))
        #expect(try Invocation.parse(["init", "--output", "out.json"]) == .run(.`init`, output))
        var resources = Invocation.Options()
        resources.reportFormat = .sarif
        resources.showsSizes = true
        resources.writesBaseline = true
        resources.baselinePath = "sizes.json"
        #expect(
            try Invocation.parse([
                "resources", "--format=sarif", "--sizes", "--write-baseline", "--baseline", "sizes.json",
            ])
                == .run(.resources, resources))
        #expect(try Invocation.parse(["--help"]) == .help)
        #expect(try Invocation.parse(["check", "-h"]) == .help)
        #expect(try Invocation.parse(["--version"]) == .version)
        let version = LayeringTool().run(["--version"])
        #expect(version.status == .clean)
        #expect(version.output == "layering \(LayeringTool.version)\n")
    }

    @Test(
        "bad arguments exit 2 with a one-line reason",
        arguments: [
            ([], "missing command; expected `layering check`, `graph`, `baseline`, `init`, `resources` or `affected`"),
            (["lint"], "unknown command 'lint'"),
            (["check", "--verbose"], "unknown option '--verbose' for check; see layering --help"),
            (["check", "--output", "x"], "--output is an option of layering baseline and init, not of check"),
            (
                ["init", "--format", "json"],
                "--format is an option of layering check, resources, graph and affected, not of init"
            ),
            (["graph", "--baseline", "b"], "--baseline is an option of layering check and resources, not of graph"),
            (["check", "--sizes"], "--sizes is an option of layering resources, not of check"),
            (["baseline", "--write-baseline"], "--write-baseline is an option of layering resources, not of baseline"),
            (
                ["resources", "--format", "dot"],
                "unknown format 'dot' for resources; expected text, json, github or sarif"
            ),
            (["check", "--timeout", "0"], "--timeout '0' is not a number of seconds above 0"),
            (["check", "--timeout", "soon"], "--timeout 'soon' is not a number of seconds above 0"),
            (["check", "--traits", ","], "--traits names no trait"),
            (["check", "extra"], "unexpected argument 'extra'"),
            (["check", "--format"], "--format needs a value"),
            (["check", "--format", "dot"], "unknown format 'dot' for check; expected text, json, github or sarif"),
            (["graph", "--format", "text"], "unknown format 'text' for graph; expected dot, mermaid or json"),
            (["check", "--package-path", ""], "--package-path is empty"),
        ] as [([String], String)]
    )
    func badArguments(arguments: [String], expected: String) {
        let outcome = LayeringTool().run(arguments)
        #expect(outcome.status == .badInput)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorOutput.hasPrefix("layering: "))
        #expect(outcome.errorOutput.contains(expected))
        #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
    }

    @Test("help exits 0 and shows every command")
    func help() {
        let outcome = LayeringTool().run(["--help"])
        #expect(outcome.status == .clean)
        for command in Invocation.Command.allCases {
            #expect(outcome.output.contains("layering \(command.rawValue)"))
        }
        #expect(outcome.output.contains("--format text|json|github|sarif"))
    }

    @Test("a folder that is not a package exits 2 without loading anything")
    func notAPackage() {
        let missing = LayeringTool().run(["check", "--package-path", "/nonexistent/layering"])
        #expect(missing.status == .badInput)
        #expect(missing.errorOutput.contains("/nonexistent/layering is not a folder"))
        let empty = LayeringTool().run(["graph", "--package-path", "/"])
        #expect(empty.status == .badInput)
        #expect(empty.errorOutput.contains("is not a package: it has no Package.swift"))
        let nowhere = LayeringTool(currentDirectory: "/proc/self").run(["check"])
        #expect(nowhere.status == .badInput)
        #expect(nowhere.errorOutput.contains("no Package.swift in /proc/self or any folder above it"))
    }
}
