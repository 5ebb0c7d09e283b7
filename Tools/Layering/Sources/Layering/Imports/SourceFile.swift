/// One Swift source file of a target and the imports in it.
public struct SourceFile: Sendable, Hashable {
    /// The target the file belongs to.
    public var target: String
    /// The file's path relative to the package root.
    public var path: String
    /// The file's imports, in order.
    public var imports: [ImportDeclaration]

    /// Creates a file record.
    public init(target: String, path: String, imports: [ImportDeclaration]) {
        self.target = target
        self.path = path
        self.imports = imports
    }
}
