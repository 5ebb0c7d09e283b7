/// A named group of targets and the layers its targets may depend on.
public struct Layer: Sendable, Hashable {
    /// In ``mayDependOn``: every layer, unlayered targets and third-party products.
    public static let anything = "*"
    /// In ``mayDependOn``: products of the package's dependencies.
    public static let thirdParty = "third-party"

    /// The layer's name, used in rule names (`business-isolation`) and in ``mayDependOn``.
    public var name: String
    /// Folder globs relative to the package root. A pattern matches a target whose path is the
    /// pattern or lies under it; `*` stands for any run of characters within one folder name
    /// (`Modules/*`, `Sources/CNIO*`), `**` for any number of folders (`Sources/**`).
    public var paths: [String]
    /// Targets that belong to the layer by name; `*` in a name matches any run of characters (`NIO*`).
    public var targets: [String]
    /// In a workspace: package folders (relative to the workspace, globs as in ``paths``) or package
    /// names whose every target belongs to the layer (`Features/*`).
    public var packages: [String] = []
    /// Modules its targets may never import or depend on, names or globs: SDK modules (`SwiftUI`,
    /// `UIKit`), third-party products or modules, other targets (`<layer>-forbidden-module`).
    public var forbiddenModules: [String] = []
    /// The third-party products its targets may use, names or globs; when set, any other product is
    /// a `<layer>-third-party` error, whether or not ``mayDependOn`` holds `third-party`.
    public var allowedProducts: [String] = []
    /// Target kinds that belong to the layer whatever their path (`test`).
    public var kinds: [TargetKind]
    /// Names of the layers this layer's targets may depend on, ``anything`` or ``thirdParty``.
    /// Toolchain modules are always allowed.
    public var mayDependOn: [String]
    /// Whether targets of this layer are forbidden to depend on each other.
    public var isIndependent: Bool
    /// The fix printed for a dependency between two targets of an independent layer.
    public var isolationFix: String?
    /// Whether a declared dependency on a target of this layer that no source file of the declaring
    /// target imports is reported (`unused-dependency`): set where the declarations are the record
    /// of who uses whom, as for Bazaar's contracts.
    public var reportsUnusedDependencies: Bool

    /// Creates a layer.
    public init(
        name: String,
        paths: [String] = [],
        targets: [String] = [],
        kinds: [TargetKind] = [],
        mayDependOn: [String] = [],
        isIndependent: Bool = false,
        isolationFix: String? = nil,
        reportsUnusedDependencies: Bool = false
    ) {
        self.name = name
        self.paths = paths
        self.targets = targets
        self.kinds = kinds
        self.mayDependOn = mayDependOn
        self.isIndependent = isIndependent
        self.isolationFix = isolationFix
        self.reportsUnusedDependencies = reportsUnusedDependencies
    }

    /// Whether the target belongs to this layer by name, kind or path.
    public func contains(_ target: PackageTarget) -> Bool {
        targets.contains { Glob.matches($0, name: target.name) } || kinds.contains(target.kind)
            || paths.contains { Glob.matches($0, folder: target.path) }
            || (!target.packagePath.isEmpty && packages.contains { Glob.matches($0, folder: target.packagePath) })
    }

    /// Whether targets of this layer may depend on targets of `layer` (`nil`: an unlayered target).
    public func mayDepend(on layer: Layer?) -> Bool {
        if mayDependOn.contains(Self.anything) { return true }
        guard let layer else { return false }
        if layer.name == name { return !isIndependent }
        return mayDependOn.contains(layer.name)
    }

    /// Whether targets of this layer may depend on products of other packages.
    public var mayUseThirdParty: Bool {
        mayDependOn.contains(Self.anything) || mayDependOn.contains(Self.thirdParty) || !allowedProducts.isEmpty
    }

    /// Whether targets of this layer may depend on the product `name` of another package.
    public func mayUse(product name: String) -> Bool {
        allowedProducts.isEmpty ? mayUseThirdParty : allowedProducts.contains { Glob.matches($0, name: name) }
    }

    /// Whether `module` is one of ``forbiddenModules``.
    public func forbids(_ module: String) -> Bool {
        forbiddenModules.contains { Glob.matches($0, name: module) }
    }

    /// What the layer may depend on, for messages: "mediator, common and toolchain modules".
    public var allowanceDescription: String {
        if mayDependOn.contains(Self.anything) { return "anything" }
        var parts = mayDependOn.filter { $0 != Self.thirdParty || allowedProducts.isEmpty }.map {
            $0 == Self.thirdParty ? "third-party products" : $0
        }
        if !allowedProducts.isEmpty { parts.append("the products \(allowedProducts.joined(separator: ", "))") }
        if !isIndependent, !parts.contains(name) { parts.insert("other \(name) targets", at: 0) }
        parts.append("toolchain modules")
        return parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
