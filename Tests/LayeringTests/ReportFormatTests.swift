import Foundation
import Layering
import Testing

@Suite("Report and graph formats")
struct ReportFormatTests {
    private func brokenReport() throws -> LayeringReport {
        try InMemoryPackage.bazaar
            .adding("Modules/Cart/CartService+Live.swift", to: "Cart", "import Mediator\n\nimport Goods\n")
            .adding("App/Main/main.swift", to: "BazaarApp", "import Cart, Unknown\nimport Unknown\n")
            .check()
    }

    @Test("text names the rule, the edge, every file:line and the fix, then counts")
    func text() throws {
        let text = TextReportFormatter().render(try brokenReport())
        let expected = """
            error [business-isolation] Cart → Goods
              Modules/Cart/CartService+Live.swift:3  import Goods
              fix: call it through Mediator (a route, a service protocol or an event in the contracts) instead; \
            business modules never depend on each other

            error [undeclared-import] Cart → Goods
              Modules/Cart/CartService+Live.swift:3  import Goods
              fix: remove the import: Cart may not depend on Goods at all (business-isolation)

            warning [unknown-module] BazaarApp → Unknown
              App/Main/main.swift:2  import Unknown
              fix: declare the product that provides Unknown in BazaarApp's dependencies; if it is one, \
            map it under productModules (or toolchainModules) in layering.json

            3 violations (2 errors, 1 warning) in 8 targets, 5 files.

            """
        #expect(text == expected)
    }

    @Test("text marks an import inside #if, as the JSON does")
    func conditionalInText() throws {
        let report = try InMemoryPackage.bazaar
            .adding("App/Main/Debug.swift", to: "BazaarApp", "#if DEBUG\nimport Gauges\n#endif\nimport Dials\n")
            .check()
        let text = TextReportFormatter().render(report)
        #expect(text.contains("  App/Main/Debug.swift:2  import Gauges  (inside #if)\n"))
        #expect(text.contains("  App/Main/Debug.swift:4  import Dials\n"))
    }

    @Test("summary lines")
    func summaries() throws {
        #expect(
            TextReportFormatter().render(try InMemoryPackage.bazaar.check()) == "No violations in 8 targets, 3 files.\n"
        )
        let one = try InMemoryPackage.bazaar.changing("Cart") { $0.targetDependencies.append("Goods") }.check()
        #expect(TextReportFormatter.summary(of: one) == "1 violation (1 error) in 8 targets, 3 files.")
    }

    @Test("github prints one annotation per place, escaped")
    func github() throws {
        let lines = GitHubReportFormatter().render(try brokenReport()).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[0].hasPrefix(
                "::error file=Modules/Cart/CartService+Live.swift,line=3,title=layering business-isolation::Cart → Goods: import Goods. fix: "
            ))
        #expect(lines[2].hasPrefix("::warning file=App/Main/main.swift,line=2,title=layering unknown-module::"))
        #expect(lines[3] == "3 violations (2 errors, 1 warning) in 8 targets, 5 files.")
        let declared = try InMemoryPackage.bazaar.changing("Cart") { $0.targetDependencies.append("Goods") }.check()
        #expect(
            GitHubReportFormatter().render(declared).hasPrefix(
                "::error file=Package.swift,title=layering business-isolation::"))
    }

    @Test("json is stable and holds everything the text does")
    func json() throws {
        let text = JSONReportFormatter().render(try brokenReport())
        #expect(text == JSONReportFormatter().render(try brokenReport()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 1)
        #expect(object["package"] as? String == "Fixture")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["violations": 3, "errors": 2, "warnings": 1, "targets": 8, "files": 5])
        let violations = try #require(object["violations"] as? [[String: Any]])
        #expect(
            violations.map { $0["rule"] as? String } == ["business-isolation", "undeclared-import", "unknown-module"])
        let first = violations[0]
        #expect(first["severity"] as? String == "error")
        #expect(first["importer"] as? String == "Cart")
        #expect(first["imported"] as? String == "Goods")
        let evidence = try #require(first["evidence"] as? [[String: Any]])
        #expect(evidence[0]["kind"] as? String == "import")
        #expect(evidence[0]["file"] as? String == "Modules/Cart/CartService+Live.swift")
        #expect(evidence[0]["line"] as? Int == 3)
        #expect(evidence[0]["text"] as? String == "import Goods")
        #expect(first["fix"] is String)
    }

    @Test("graph formats colour by layer and mark violations")
    func graphs() throws {
        let report = try brokenReport()
        let dot = GraphFormat.dot.render(report)
        #expect(dot.hasPrefix("digraph \"Fixture\" {"))
        #expect(dot.contains("label=\"business\""))
        #expect(
            dot.contains(
                "\"Cart\" -> \"Goods\" [style=dashed, color=red, fontcolor=red, penwidth=2, label=\"business-isolation\\nundeclared-import\"];"
            ))
        #expect(dot.contains("\"Cart\" -> \"Mediator\";"))
        #expect(dot.contains("\"Unknown\" [fillcolor=\"#ffffff\", shape=ellipse];"))
        let mermaid = GraphFormat.mermaid.render(report)
        #expect(mermaid.hasPrefix("flowchart TD\n"))
        #expect(mermaid.contains("subgraph layer_1[\"business\"]"))
        #expect(mermaid.contains("-. \"business-isolation, undeclared-import\" .->"))
        #expect(mermaid.contains("linkStyle "))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(GraphFormat.json.render(report).utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        #expect(nodes.contains { $0["name"] as? String == "Cart" && $0["layer"] as? String == "business" })
        let edges = try #require(json["edges"] as? [[String: Any]])
        let cartGoods = try #require(edges.first { $0["from"] as? String == "Cart" && $0["to"] as? String == "Goods" })
        #expect(cartGoods["violations"] as? [String] == ["business-isolation", "undeclared-import"])
        #expect(cartGoods["declared"] as? Bool == false)
    }

    @Test("sarif has the fields SARIF 2.1.0 requires, one result per violation with its locations")
    func sarif() throws {
        var report = try brokenReport()
        report.notes = ["a note"]
        let text = SARIFReportFormatter().render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        // Required by the schema: version and runs; run.tool.driver.name; result.message.text.
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "layering")
        #expect(driver["version"] as? String == LayeringTool.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["business-isolation", "undeclared-import", "unknown-module"])
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String) != nil })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == report.violations.count)
        for (result, violation) in zip(results, report.violations) {
            #expect(result["ruleId"] as? String == violation.rule)
            #expect(result["level"] as? String == violation.severity.rawValue)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == violation.rule)
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(message.contains(violation.fix))
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == violation.evidence.count)
        }
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Modules/Cart/CartService+Live.swift")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 3)
        let invocations = try #require(runs[0]["invocations"] as? [[String: Any]])
        #expect(invocations[0]["executionSuccessful"] as? Bool == true)
        let notes = try #require(invocations[0]["toolExecutionNotifications"] as? [[String: Any]])
        #expect((notes[0]["message"] as? [String: Any])?["text"] as? String == "a note")
    }

    @Test("sarif artifact URIs are relative URI references: spaces, %, # and ? percent-encoded")
    func sarifURIs() throws {
        var report = try brokenReport()
        report.violations[0].evidence[0].file = "Sources/My Lib/100% #1?.swift"
        let text = SARIFReportFormatter().render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let artifact = try #require(
            (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        let uri = try #require(artifact["uri"] as? String)
        #expect(uri == "Sources/My%20Lib/100%25%20%231%3F.swift")
        #expect(URL(string: uri)?.path == "Sources/My Lib/100% #1?.swift")
    }

    @Test("notes follow the summary in text, and are notices in github")
    func notes() throws {
        var report = try InMemoryPackage.bazaar.check()
        report.notes = ["one thing", "another"]
        #expect(
            TextReportFormatter().render(report)
                == "No violations in 8 targets, 3 files.\nnote: one thing\nnote: another\n")
        #expect(GitHubReportFormatter().render(report).hasPrefix("::notice title=layering::one thing\n"))
    }
}
