import Foundation

/// The target graph of a report prepared for drawing: nodes grouped by layer, edges with the rules
/// they break.
struct LayeredGraph {
    struct Node: Encodable {
        var name: String
        var kind: String
        var layer: String?
        var path: String?
    }

    struct Edge: Encodable {
        var from: String
        var to: String
        var destination: DependencyEdge.Destination
        var declared: Bool
        var imports: [Evidence]
        var violations: [String]
    }

    private static let palette = [
        "#cfe2ff", "#d1e7dd", "#fff3cd", "#f8d7da", "#e2d9f3", "#ffe5d0", "#d3f4f6", "#e9ecef",
    ]

    let packageName: String
    let layerNames: [String]
    let nodes: [Node]
    let edges: [Edge]

    init(report: LayeringReport) {
        packageName = report.packageName
        layerNames = report.layerNames
        var nodes = report.targets.map {
            Node(name: $0.name, kind: $0.kind.rawValue, layer: report.layerOfTarget[$0.name], path: $0.path)
        }
        var external: Set<String> = []
        for edge in report.edges where edge.destination != .target && external.insert(edge.imported).inserted {
            nodes.append(Node(name: edge.imported, kind: edge.destination.rawValue, layer: nil, path: nil))
        }
        self.nodes = nodes
        edges = report.edges.map { edge in
            Edge(
                from: edge.importer, to: edge.imported, destination: edge.destination, declared: edge.isDeclared,
                imports: edge.imports,
                violations: report.violations(from: edge.importer, to: edge.imported).filter { $0.severity == .error }
                    .map(\.rule))
        }
    }

    private func colour(of layer: String?) -> String {
        guard let layer, let index = layerNames.firstIndex(of: layer) else { return "#ffffff" }
        return Self.palette[index % Self.palette.count]
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    func dot() -> String {
        var lines = [
            "digraph \(Self.quoted(packageName)) {", "  rankdir=TB;",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
        ]
        for (index, layer) in layerNames.enumerated() {
            let members = nodes.filter { $0.layer == layer }
            guard !members.isEmpty else { continue }
            lines.append("  subgraph \"cluster_\(index)\" {")
            lines.append("    label=\(Self.quoted(layer)); style=dashed;")
            for node in members {
                lines.append("    \(Self.quoted(node.name)) [fillcolor=\(Self.quoted(colour(of: layer)))];")
            }
            lines.append("  }")
        }
        for node in nodes where node.layer == nil {
            let shape = node.kind == "product" || node.kind == "unknown" ? ", shape=ellipse" : ""
            lines.append("  \(Self.quoted(node.name)) [fillcolor=\"#ffffff\"\(shape)];")
        }
        for edge in edges {
            var attributes: [String] = []
            if !edge.declared { attributes.append("style=dashed") }
            if !edge.violations.isEmpty {
                attributes += [
                    "color=red", "fontcolor=red", "penwidth=2",
                    "label=\"\(edge.violations.map { Self.quoted($0).dropFirst().dropLast() }.joined(separator: "\\n"))\"",
                ]
            }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to))\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func mermaid() -> String {
        var identifiers: [String: String] = [:]
        for (index, node) in nodes.enumerated() { identifiers[node.name] = "n\(index)" }
        func node(_ node: Node) -> String {
            "\(identifiers[node.name, default: "n"])[\"\(node.name.replacingOccurrences(of: "\"", with: "#quot;"))\"]"
        }
        var lines = ["flowchart TD"]
        for (index, layer) in layerNames.enumerated() {
            lines.append("  classDef layer\(index) fill:\(colour(of: layer)),stroke:#555")
        }
        for (index, layer) in layerNames.enumerated() {
            let members = nodes.filter { $0.layer == layer }
            guard !members.isEmpty else { continue }
            lines.append("  subgraph layer_\(index)[\"\(layer)\"]")
            for member in members { lines.append("    \(node(member)):::layer\(index)") }
            lines.append("  end")
        }
        for other in nodes where other.layer == nil { lines.append("  \(node(other))") }
        var violating: [Int] = []
        for (index, edge) in edges.enumerated() {
            let from = identifiers[edge.from, default: "n"]
            let to = identifiers[edge.to, default: "n"]
            if edge.violations.isEmpty {
                lines.append("  \(from) \(edge.declared ? "-->" : "-.->") \(to)")
            } else {
                violating.append(index)
                lines.append("  \(from) -. \"\(edge.violations.joined(separator: ", "))\" .-> \(to)")
            }
        }
        if !violating.isEmpty {
            lines.append(
                "  linkStyle \(violating.map(String.init).joined(separator: ",")) stroke:#c00,stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> String {
        struct Document: Encodable {
            var formatVersion: Int
            var package: String
            var layers: [String]
            var nodes: [Node]
            var edges: [Edge]
        }
        return JSONText.encode(
            Document(
                formatVersion: JSONReportFormatter.formatVersion, package: packageName, layers: layerNames,
                nodes: nodes, edges: edges))
    }
}
