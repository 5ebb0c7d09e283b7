/// How `layering graph` prints the target graph.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// Graphviz: one cluster per layer, nodes filled with the layer's colour, violations in red.
    case dot
    /// A Mermaid flowchart: one subgraph per layer, violations as labelled dotted red links.
    case mermaid
    /// Stable JSON: layers, nodes with their layer, edges with the rules they break.
    case json

    /// Renders the graph of `report` in this format; the result ends with a line break.
    public func render(_ report: LayeringReport) -> String {
        let graph = LayeredGraph(report: report)
        switch self {
        case .dot: return graph.dot()
        case .mermaid: return graph.mermaid()
        case .json: return graph.json()
        }
    }
}
