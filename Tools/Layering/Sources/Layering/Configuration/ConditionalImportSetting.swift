/// How the layer rules treat an edge that exists only in imports under `#if DEBUG`
/// (`"conditionalImports": {"DEBUG": "allow"}` in `layering.json`).
public enum ConditionalImportSetting: String, Sendable, Hashable, CaseIterable {
    /// Debug-only imports (previews, debugging aids) break no layer rule; declarations still do.
    case allow
    /// Debug-only imports are checked like any other (the default).
    case check
}
