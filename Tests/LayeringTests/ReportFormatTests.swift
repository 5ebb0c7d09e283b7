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

            error [implicit-import] Cart → Goods
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
            violations.map { $0["rule"] as? String } == ["business-isolation", "implicit-import", "unknown-module"])
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
                "\"Cart\" -> \"Goods\" [style=dashed, color=red, fontcolor=red, penwidth=2, label=\"business-isolation\\nimplicit-import\"];"
            ))
        #expect(dot.contains("\"Cart\" -> \"Mediator\";"))
        #expect(dot.contains("\"Unknown\" [fillcolor=\"#ffffff\", shape=ellipse];"))
        let mermaid = GraphFormat.mermaid.render(report)
        #expect(mermaid.hasPrefix("flowchart TD\n"))
        #expect(mermaid.contains("subgraph layer_1[\"business\"]"))
        #expect(mermaid.contains("-. \"business-isolation, implicit-import\" .->"))
        #expect(mermaid.contains("linkStyle "))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(GraphFormat.json.render(report).utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        #expect(nodes.contains { $0["name"] as? String == "Cart" && $0["layer"] as? String == "business" })
        let edges = try #require(json["edges"] as? [[String: Any]])
        let cartGoods = try #require(edges.first { $0["from"] as? String == "Cart" && $0["to"] as? String == "Goods" })
        #expect(cartGoods["violations"] as? [String] == ["business-isolation", "implicit-import"])
        #expect(cartGoods["declared"] as? Bool == false)
    }
}
