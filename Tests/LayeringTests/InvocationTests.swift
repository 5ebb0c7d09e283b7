import Layering
import Testing

@Suite("Command line")
struct InvocationTests {
    @Test("check and graph with their options")
    func parsing() throws {
        #expect(try Invocation.parse(["check"]) == .check(packagePath: ".", format: .text, configurationPath: nil))
        #expect(
            try Invocation.parse(["check", "--package-path", "/p", "--format", "github", "--config", "c.json"])
                == .check(packagePath: "/p", format: .github, configurationPath: "c.json"))
        #expect(
            try Invocation.parse(["check", "--format=json", "--package-path=/p"])
                == .check(packagePath: "/p", format: .json, configurationPath: nil))
        #expect(try Invocation.parse(["graph"]) == .graph(packagePath: ".", format: .dot, configurationPath: nil))
        #expect(
            try Invocation.parse(["graph", "--format", "mermaid"])
                == .graph(packagePath: ".", format: .mermaid, configurationPath: nil))
        #expect(try Invocation.parse(["--help"]) == .help)
        #expect(try Invocation.parse(["check", "-h"]) == .help)
    }

    @Test(
        "bad arguments exit 2 with a one-line reason",
        arguments: [
            ([], "missing command; expected `layering check` or `layering graph`"),
            (["lint"], "unknown command 'lint'"),
            (
                ["check", "--verbose"],
                "unknown option '--verbose' for check; expected --package-path, --format, --config or --help"
            ),
            (["check", "extra"], "unexpected argument 'extra'"),
            (["check", "--format"], "--format needs a value"),
            (["check", "--format", "dot"], "unknown format 'dot' for check; expected text, json or github"),
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

    @Test("help exits 0 and shows both commands")
    func help() {
        let outcome = LayeringTool().run(["--help"])
        #expect(outcome.status == .clean)
        #expect(outcome.output.contains("layering check [--package-path <path>] [--format text|json|github]"))
        #expect(outcome.output.contains("layering graph [--package-path <path>] [--format dot|mermaid|json]"))
    }

    @Test("a folder that is not a package exits 2 without loading anything")
    func notAPackage() {
        let missing = LayeringTool().run(["check", "--package-path", "/nonexistent/layering"])
        #expect(missing.status == .badInput)
        #expect(missing.errorOutput.contains("/nonexistent/layering is not a folder"))
        let empty = LayeringTool().run(["graph", "--package-path", "/"])
        #expect(empty.status == .badInput)
        #expect(empty.errorOutput.contains("is not a package: it has no Package.swift"))
    }
}
