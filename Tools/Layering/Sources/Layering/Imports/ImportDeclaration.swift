/// One `import` declaration found in a Swift source file.
public struct ImportDeclaration: Sendable, Hashable, Codable {
    /// The module imported: the first component of the path (`Dispatch` in `import struct Dispatch.DispatchQueue`).
    public var module: String
    /// The whole imported path (`["Dispatch", "DispatchQueue"]`).
    public var path: [String]
    /// The kind of a scoped import (`struct`, `func`, ...), `nil` for a plain one.
    public var kind: String?
    /// Attributes as written, without spaces (`@testable`, `@_spi(Internal)`).
    public var attributes: [String]
    /// The access level written before `import` (`public`, `package`, ...), if any.
    public var accessLevel: String?
    /// The 1-based line of the `import` keyword.
    public var line: Int
    /// Whether the declaration is inside an `#if` branch that may not be built by default: any branch
    /// but that of a `swift(>=N)` or `compiler(>=N)` test with N at most 6.0.
    public var isConditional: Bool
    /// Whether an enclosing `#if` or `#elseif` branch tests `canImport` of this very module: the import
    /// is optional by construction (where the module is missing, the branch is not built).
    public var isGuardedByCanImport = false
    /// Whether an enclosing `#if` or `#elseif` branch is built only with `DEBUG` set (`#if DEBUG`,
    /// `#if DEBUG && os(iOS)`): preview and debugging code, which `conditionalImports` may allow.
    public var isDebugOnly = false

    /// Creates a declaration.
    public init(
        module: String,
        path: [String]? = nil,
        kind: String? = nil,
        attributes: [String] = [],
        accessLevel: String? = nil,
        line: Int,
        isConditional: Bool = false
    ) {
        self.module = module
        self.path = path ?? [module]
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.line = line
        self.isConditional = isConditional
    }

    /// Whether the import re-exports the module to the importer's own importers (`@_exported`).
    public var isReexport: Bool { attributes.contains("@_exported") }

    /// The declaration as one normalised line of Swift, for reports (`@testable import Goods`).
    public var text: String {
        // The common `import Module`, without building and joining a list (a re-check asks 300,000 times).
        if attributes.isEmpty, accessLevel == nil, kind == nil, path.count == 1 { return "import " + path[0] }
        return (attributes + [accessLevel, "import", kind, path.joined(separator: ".")].compactMap { $0 })
            .joined(separator: " ")
    }
}
