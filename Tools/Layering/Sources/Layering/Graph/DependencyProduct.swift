/// A product of a package this package depends on by a local path, read from that package's manifest.
public struct DependencyProduct: Sendable, Hashable {
    /// The product's name in its package's Package.swift.
    public var name: String
    /// The name of the package that offers it.
    public var package: String
    /// The modules a target that depends on the product may import: those of the product's own targets.
    public var modules: [String]
    /// The modules the product's build brings along: ``modules``, the targets they depend on, and what
    /// the products of other local packages they use bring along. Sorted.
    public var broughtAlong: [String]

    /// Creates a product description.
    public init(name: String, package: String, modules: [String], broughtAlong: [String]) {
        self.name = name
        self.package = package
        self.modules = modules
        self.broughtAlong = broughtAlong
    }
}
