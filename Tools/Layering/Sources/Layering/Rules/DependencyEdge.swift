/// A dependency of one target, declared in Package.swift, imported in sources, or both.
public struct DependencyEdge: Sendable, Hashable, Codable {
    /// What the dependency points at.
    public enum Destination: String, Sendable, Hashable, Codable {
        /// A target of the same package.
        case target
        /// A product of another package.
        case product
        /// A module that is neither a target, a known product nor a toolchain module.
        case unknown
    }

    /// The depending target.
    public var importer: String
    /// The target, product or module depended on.
    public var imported: String
    /// What ``imported`` is.
    public var destination: Destination
    /// Whether Package.swift declares it.
    public var isDeclared: Bool
    /// The import lines behind it.
    public var imports: [Evidence]

    /// Creates an edge.
    public init(importer: String, imported: String, destination: Destination, isDeclared: Bool, imports: [Evidence]) {
        self.importer = importer
        self.imported = imported
        self.destination = destination
        self.isDeclared = isDeclared
        self.imports = imports
    }
}
