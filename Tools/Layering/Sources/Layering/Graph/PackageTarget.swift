/// One target of a package as its manifest declares it.
public struct PackageTarget: Sendable, Hashable, Codable {
    /// The target's name in Package.swift.
    public var name: String
    /// The name other modules import it by (SwiftPM's `c99name`).
    public var moduleName: String
    /// What SwiftPM builds from the target.
    public var kind: TargetKind
    /// The target's folder, relative to the package root.
    public var path: String
    /// The target's source files, relative to ``path``.
    public var sources: [String]
    /// Targets of the same package it depends on directly.
    public var targetDependencies: [String]
    /// Products of other packages it depends on directly.
    public var productDependencies: [String]
    /// Its resources (empty when the manifest was read without resolving it, see ``PackageGraph/dependencyCycle``).
    public var resources: [PackageResource]
    /// Names its source files import → the module each stands for: `-module-alias SKLogging=_SKLogging`
    /// in its `unsafeFlags` (`import SKLogging` reaches `_SKLogging`), and a product dependency's
    /// `moduleAliases: ["Utils": "DrawUtils"]` (`import DrawUtils` reaches the product's `Utils`).
    public var moduleAliases: [String: String] = [:]
    /// The modules its own module map declares (`include/module.modulemap`, or `module.modulemap` of a
    /// system library target: `module zlibLinux`), importable besides ``moduleName``.
    public var moduleMapModules: [String] = []
    /// In a workspace: the folder of the package that declares the target, relative to the workspace
    /// (`Features/Cart`); empty for a package checked alone.
    public var packagePath = ""

    /// Creates a target; `moduleName` defaults to `name`.
    public init(
        name: String,
        moduleName: String? = nil,
        kind: TargetKind = .library,
        path: String,
        sources: [String] = [],
        targetDependencies: [String] = [],
        productDependencies: [String] = [],
        resources: [PackageResource] = []
    ) {
        self.name = name
        self.moduleName = moduleName ?? name
        self.kind = kind
        self.path = path
        self.sources = sources
        self.targetDependencies = targetDependencies
        self.productDependencies = productDependencies
        self.resources = resources
    }

    /// Every name an `import` of this target may use: ``moduleName`` and ``moduleMapModules``.
    public var importableModules: [String] {
        [moduleName] + moduleMapModules.filter { $0 != moduleName }
    }

    /// The Swift source files of the target, relative to the package root.
    public var swiftSourcePaths: [String] {
        sources.filter { $0.hasSuffix(".swift") }.map { path.isEmpty ? $0 : "\(path)/\($0)" }
    }
}
