import Foundation

/// Turns the JSON printed by `swift package describe --type json` into a ``PackageGraph``.
public struct PackageDescriptionDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes `json`; `rootPath` is used when the JSON does not name the package's folder.
    public func decode(_ json: Data, rootPath: String) throws(LayeringError) -> PackageGraph {
        let description: Description
        do {
            description = try JSONDecoder().decode(Description.self, from: json)
        } catch {
            throw LayeringError(
                "the output of `swift package describe --type json` for \(rootPath) is not the package JSON expected"
                    + " (\(Self.reason(error))); use a toolchain of Swift 5.9 or later")
        }
        let root = description.path ?? rootPath
        let targets = description.targets.map { target in
            var decoded = PackageTarget(
                name: target.name,
                moduleName: target.c99name ?? target.name,
                kind: TargetKind(rawValue: target.type ?? "") ?? .other,
                path: Self.relativePath(target.path ?? "", root: description.path ?? rootPath),
                sources: target.sources ?? [],
                targetDependencies: target.targetDependencies ?? [],
                productDependencies: target.productDependencies ?? [],
                resources: (target.resources ?? []).map { resource in
                    PackageResource(
                        path: Self.relativePath(resource.path, root: root), rule: resource.rule.kind,
                        localization: resource.rule.process?.localization)
                }
            )
            decoded.moduleMapModules = ModuleMap.modules(
                ofTargetIn: root + (decoded.path.isEmpty ? "" : "/\(decoded.path)"), kind: decoded.kind)
            return decoded
        }
        var graph = PackageGraph(
            name: description.name,
            rootPath: description.path ?? rootPath,
            targets: targets,
            externalPackages: (description.dependencies ?? []).compactMap(\.identity)
        )
        graph.defaultLocalization = description.defaultLocalization
        for product in description.products ?? [] {
            graph.products[product.name] = product.targets ?? []
        }
        graph.localDependencyPaths = (description.dependencies ?? []).compactMap { dependency in
            dependency.type == "fileSystem" ? dependency.path : nil
        }
        graph.remotePackages = (description.dependencies ?? []).compactMap { dependency in
            dependency.type == "fileSystem" ? nil : dependency.identity
        }
        return graph
    }

    private static func relativePath(_ path: String, root: String) -> String {
        var trimmed = path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if trimmed.hasPrefix(prefix) { trimmed.removeFirst(prefix.count) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed == "." ? "" : trimmed
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing key \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "not valid JSON"
        }
    }

    private struct Description: Decodable {
        var name: String
        var path: String?
        var targets: [TargetDescription]
        var dependencies: [DependencyDescription]?
        var products: [ProductDescription]?
        var defaultLocalization: String?

        enum CodingKeys: String, CodingKey {
            case name, path, targets, dependencies, products
            case defaultLocalization = "default_localization"
        }
    }

    private struct DependencyDescription: Decodable {
        var identity: String?
        var type: String?
        var path: String?
    }

    private struct ProductDescription: Decodable {
        var name: String
        var targets: [String]?
    }

    private struct TargetDescription: Decodable {
        var name: String
        var c99name: String?
        var type: String?
        var path: String?
        var sources: [String]?
        var targetDependencies: [String]?
        var productDependencies: [String]?
        var resources: [ResourceDescription]?

        enum CodingKeys: String, CodingKey {
            case name, c99name, type, path, sources, resources
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }
    }

    private struct ResourceDescription: Decodable {
        var path: String
        var rule: RuleDescription
    }

    /// `{"process": {"localization": "en"}}`, `{"copy": {}}` or `{"embed_in_code": {}}`.
    private struct RuleDescription: Decodable {
        struct Process: Decodable {
            var localization: String?
        }

        var process: Process?
        var copy: JSONValue?
        var embedInCode: JSONValue?
        /// What `swift package describe` writes for `.embedInCode` (`embed_in_code`).
        var embedInCodeKey: JSONValue?

        enum CodingKeys: String, CodingKey {
            case process, copy, embedInCode
            case embedInCodeKey = "embed_in_code"
        }

        var kind: PackageResource.Rule {
            copy != nil ? .copy : embedInCode != nil || embedInCodeKey != nil ? .embedInCode : .process
        }
    }
}
