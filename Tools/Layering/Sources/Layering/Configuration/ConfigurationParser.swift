import Foundation

/// Reads `layering.json`, strictly: unknown keys, wrong types, unknown layer names and exceptions
/// without a reason are errors naming the file, the place and what would be right.
///
/// ```json
/// {
///   "layers": [
///     { "name": "feature", "paths": ["Features/*"], "mayDependOn": ["core"], "independent": true },
///     { "name": "core", "paths": ["Core"] }
///   ],
///   "exceptions": [{ "from": "Search", "to": "Profile", "rule": "feature-isolation", "reason": "until #12" }],
///   "toolchainModules": ["CryptoKit"],
///   "productModules": { "NIO": ["NIOCore", "NIOPosix"] },
///   "severity": { "transitive-import": "off", "feature-isolation": "warning" }
/// }
/// ```
/// Every key is optional; `layers` absent keeps the layers the package would get without a file
/// (``LayeringConfiguration/standard`` with Bazaar's layout, none otherwise).
public struct ConfigurationParser: Sendable {
    private static let topLevelKeys = [
        "conditionalImports", "exceptions", "layers", "linkOnly", "packages", "productModules", "resources", "severity",
        "toolchainModules",
    ]
    private static let linkOnlyKeys = ["from", "reason", "to"]
    private static let resourceKeys = ["keep", "keyFunctions"]
    private static let keyFunctionKeys = ["keys", "name"]
    private static let layerKeys = [
        "allowedProducts", "fix", "forbiddenModules", "independent", "kinds", "mayDependOn", "name", "packages",
        "paths",
        "reportUnusedDependencies", "targets",
    ]
    private static let exceptionKeys = ["from", "reason", "rule", "to"]

    /// Creates a parser.
    public init() {}

    /// Loads the configuration for the package at `packagePath`: the file at `explicitPath` if given
    /// (it must exist), else `layering.json` at the package root if present, else the built-in rules
    /// (see ``defaults(packagePath:)``).
    public func load(packagePath: String, explicitPath: String?) throws(LayeringError) -> LayeringConfiguration {
        let path = explicitPath ?? "\(packagePath)/\(LayeringConfiguration.fileName)"
        let defaults = Self.defaults(packagePath: packagePath)
        guard let data = FileManager.default.contents(atPath: path) else {
            if explicitPath != nil {
                throw LayeringError(
                    "cannot read the configuration file \(path); pass --config with an existing JSON file")
            }
            return defaults
        }
        return try parse(data, origin: explicitPath ?? LayeringConfiguration.fileName, defaults: defaults)
    }

    /// The rules without a configuration file: ``LayeringConfiguration/standard`` if the package has
    /// Bazaar's layout (the folders ``LayeringConfiguration/standardLayoutFolders``), else
    /// ``LayeringConfiguration/universal``.
    public static func defaults(packagePath: String) -> LayeringConfiguration {
        let hasStandardLayout = LayeringConfiguration.standardLayoutFolders.allSatisfy { folder in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(packagePath)/\(folder)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        return hasStandardLayout ? .standard : .universal
    }

    /// Parses the JSON text of a configuration file; `origin` names it in errors, and `defaults`
    /// gives the layers when the file has no `layers`.
    public func parse(
        _ data: Data, origin: String, defaults: LayeringConfiguration = .standard
    ) throws(LayeringError) -> LayeringConfiguration {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw LayeringError("\(origin) is not valid JSON; expected an object such as {\"layers\": [...]}")
        }
        let top = try object(root, at: "the top level", in: origin, keys: Self.topLevelKeys)
        var configuration = defaults
        configuration.origin = origin
        if let layers = top["layers"] {
            configuration.layers = try array(layers, at: "layers", in: origin).enumerated().map {
                (index, value) throws(LayeringError) in try layer(value, at: "layers[\(index)]", in: origin)
            }
        }
        if let exceptions = top["exceptions"] {
            configuration.exceptions = try array(exceptions, at: "exceptions", in: origin).enumerated().map {
                (index, value) throws(LayeringError) in try exception(value, at: "exceptions[\(index)]", in: origin)
            }
        }
        if let packages = top["packages"] {
            configuration.packages = try strings(packages, at: "packages", in: origin)
            for pattern in configuration.packages where pattern.isEmpty || pattern.hasPrefix("/") {
                throw LayeringError(
                    "\(origin): packages has \"\(pattern)\"; expected a folder glob relative to the workspace such as \"Features/*\""
                )
            }
        }
        if let conditional = top["conditionalImports"] {
            let fields = try object(conditional, at: "conditionalImports", in: origin, keys: ["DEBUG"])
            if let value = fields["DEBUG"] {
                let text = try string(value, at: "conditionalImports.DEBUG", in: origin)
                guard let setting = ConditionalImportSetting(rawValue: text) else {
                    throw LayeringError(
                        "\(origin): conditionalImports.DEBUG is \"\(text)\"; expected \"allow\" or \"check\"")
                }
                configuration.debugImports = setting
            }
        }
        if let linkOnly = top["linkOnly"] {
            configuration.linkOnly = try array(linkOnly, at: "linkOnly", in: origin).enumerated().map {
                (index, value) throws(LayeringError) in
                let place = "linkOnly[\(index)]"
                let fields = try object(value, at: place, in: origin, keys: Self.linkOnlyKeys)
                guard let to = fields["to"] else {
                    throw LayeringError(
                        "\(origin): \(place) has no \"to\"; name the dependency linked but never imported, such as \"CartLive\""
                    )
                }
                return LinkOnlyDependency(
                    from: try fields["from"].map { (value) throws(LayeringError) in
                        try string(value, at: "\(place).from", in: origin)
                    } ?? "*",
                    to: try string(to, at: "\(place).to", in: origin))
            }
        }
        if let modules = top["toolchainModules"] {
            configuration.toolchainModules = Set(try strings(modules, at: "toolchainModules", in: origin))
        }
        if let products = top["productModules"] {
            guard case .object(let entries) = products else {
                throw LayeringError(
                    "\(origin): productModules must be an object mapping a product to its modules, not \(products.typeDescription)"
                )
            }
            for (product, modules) in entries {
                configuration.productModules[product] = try strings(
                    modules, at: "productModules.\(product)", in: origin)
            }
        }
        if let resources = top["resources"] {
            configuration.resources = try resourceRules(resources, in: origin)
        }
        if let severity = top["severity"] {
            guard case .object(let entries) = severity else {
                throw LayeringError(
                    "\(origin): severity must be an object mapping a rule to \"error\", \"warning\" or \"off\","
                        + " not \(severity.typeDescription)")
            }
            for (rule, value) in entries {
                let text = try string(value, at: "severity.\(rule)", in: origin)
                guard let setting = SeveritySetting(rawValue: text) else {
                    throw LayeringError(
                        "\(origin): severity.\(rule) is \"\(text)\"; expected \"error\", \"warning\" or \"off\"")
                }
                configuration.severities[rule] = setting
            }
        }
        try checkReferences(configuration, origin: origin)
        return configuration
    }

    private func checkReferences(_ configuration: LayeringConfiguration, origin: String) throws(LayeringError) {
        var names: Set<String> = []
        for layer in configuration.layers {
            guard layer.name != Layer.anything, layer.name != Layer.thirdParty else {
                throw LayeringError(
                    "\(origin): \"\(layer.name)\" is reserved and cannot name a layer; choose another name")
            }
            guard names.insert(layer.name).inserted else {
                throw LayeringError("\(origin): two layers are named \"\(layer.name)\"; layer names must be unique")
            }
        }
        let known = names.sorted().map { "\"\($0)\"" } + ["\"\(Layer.thirdParty)\"", "\"\(Layer.anything)\""]
        for layer in configuration.layers {
            for name in layer.mayDependOn
            where !names.contains(name) && name != Layer.anything && name != Layer.thirdParty {
                throw LayeringError(
                    "\(origin): layer \"\(layer.name)\" may depend on \"\(name)\", which is not a layer;"
                        + " expected one of \(known.joined(separator: ", "))")
            }
        }
        let rules = configuration.ruleNames
        for rule in configuration.severities.keys.sorted() where !rules.contains(rule) {
            throw LayeringError(
                "\(origin): severity names rule \"\(rule)\", which does not exist;"
                    + " expected one of \(rules.joined(separator: ", "))")
        }
        for exception in configuration.exceptions {
            if let rule = exception.rule, !rules.contains(rule) {
                throw LayeringError(
                    "\(origin): exception \(exception.from) → \(exception.to) names rule \"\(rule)\", which does not exist;"
                        + " expected one of \(rules.joined(separator: ", ")) or no rule")
            }
        }
    }

    /// `{"keep": ["key", "prefix.*"], "keyFunctions": ["strings.string", {"name": "strings.plural", "keys": ["*.other"]}]}`.
    private func resourceRules(_ value: JSONValue, in origin: String) throws(LayeringError) -> ResourceRules {
        let fields = try object(value, at: "resources", in: origin, keys: Self.resourceKeys)
        var rules = ResourceRules(keep: try strings(fields["keep"], at: "resources.keep", in: origin))
        for pattern in rules.keep where pattern.isEmpty {
            throw LayeringError(
                "\(origin): resources.keep has an empty pattern; give a key such as \"cart.title\" or \"cart.*\"")
        }
        guard let functions = fields["keyFunctions"] else { return rules }
        for (index, item) in try array(functions, at: "resources.keyFunctions", in: origin).enumerated() {
            let place = "resources.keyFunctions[\(index)]"
            var name: String
            var keys = ["*"]
            if case .string(let text) = item {
                name = text
            } else {
                let entry = try object(item, at: place, in: origin, keys: Self.keyFunctionKeys)
                guard let nameValue = entry["name"] else {
                    throw LayeringError(
                        "\(origin): \(place) has no \"name\"; give the function such as \"strings.plural\"")
                }
                name = try string(nameValue, at: "\(place).name", in: origin)
                if entry["keys"] != nil {
                    keys = try strings(entry["keys"], at: "\(place).keys", in: origin)
                }
                guard !keys.isEmpty, keys.allSatisfy({ $0.contains("*") }) else {
                    throw LayeringError(
                        "\(origin): \(place).keys must list the keys a call looks up, each with * for the argument,"
                            + " such as [\"*.other\", \"*.one\"]")
                }
            }
            let components = name.split(separator: ".", omittingEmptySubsequences: false)
            guard !components.isEmpty,
                components.allSatisfy({ !$0.isEmpty && !$0.contains(where: { $0 == " " || $0 == "(" }) })
            else {
                throw LayeringError(
                    "\(origin): \(place) is \"\(name)\"; expected a function name such as \"strings.string\" or \"L10n.tr\""
                )
            }
            rules.keyFunctions.append(KeyFunction(name, keys: keys))
        }
        return rules
    }

    private func layer(_ value: JSONValue, at place: String, in origin: String) throws(LayeringError) -> Layer {
        let fields = try object(value, at: place, in: origin, keys: Self.layerKeys)
        guard let nameValue = fields["name"] else {
            throw LayeringError("\(origin): \(place) has no \"name\"; every layer needs a name")
        }
        let name = try string(nameValue, at: "\(place).name", in: origin)
        let kinds = try strings(fields["kinds"], at: "\(place).kinds", in: origin).map { (kind) throws(LayeringError) in
            guard let parsed = TargetKind(rawValue: kind), parsed != .other else {
                let expected = TargetKind.allCases.filter { $0 != .other }.map(\.rawValue).joined(separator: ", ")
                throw LayeringError("\(origin): \(place).kinds has \"\(kind)\"; expected one of \(expected)")
            }
            return parsed
        }
        func flag(_ key: String) throws(LayeringError) -> Bool {
            guard let value = fields[key] else { return false }
            guard case .bool(let flag) = value else {
                throw LayeringError("\(origin): \(place).\(key) must be true or false, not \(value.typeDescription)")
            }
            return flag
        }
        var layer = Layer(
            name: name,
            paths: try strings(fields["paths"], at: "\(place).paths", in: origin),
            targets: try strings(fields["targets"], at: "\(place).targets", in: origin),
            kinds: kinds,
            mayDependOn: try strings(fields["mayDependOn"], at: "\(place).mayDependOn", in: origin),
            isIndependent: try flag("independent"),
            isolationFix: try fields["fix"].map { (value) throws(LayeringError) in
                try string(value, at: "\(place).fix", in: origin)
            },
            reportsUnusedDependencies: try flag("reportUnusedDependencies")
        )
        layer.packages = try strings(fields["packages"], at: "\(place).packages", in: origin)
        layer.forbiddenModules = try strings(fields["forbiddenModules"], at: "\(place).forbiddenModules", in: origin)
        layer.allowedProducts = try strings(fields["allowedProducts"], at: "\(place).allowedProducts", in: origin)
        return layer
    }

    private func exception(
        _ value: JSONValue, at place: String, in origin: String
    ) throws(LayeringError) -> LayerException {
        let fields = try object(value, at: place, in: origin, keys: Self.exceptionKeys)
        func required(_ key: String, _ meaning: String) throws(LayeringError) -> String {
            guard let value = fields[key] else {
                throw LayeringError("\(origin): \(place) has no \"\(key)\"; every exception needs \(meaning)")
            }
            let text = try string(value, at: "\(place).\(key)", in: origin)
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw LayeringError("\(origin): \(place).\(key) is empty; every exception needs \(meaning)")
            }
            return text
        }
        return LayerException(
            from: try required("from", "the importing target"),
            to: try required("to", "the imported target or product"),
            rule: try fields["rule"].map { (value) throws(LayeringError) in
                try string(value, at: "\(place).rule", in: origin)
            },
            reason: try required("reason", "a reason")
        )
    }

    private func object(
        _ value: JSONValue, at place: String, in origin: String, keys: [String]
    ) throws(LayeringError) -> [String: JSONValue] {
        guard case .object(let fields) = value else {
            throw LayeringError("\(origin): \(place) must be an object, not \(value.typeDescription)")
        }
        if let unknown = fields.keys.sorted().first(where: { !keys.contains($0) }) {
            throw LayeringError(
                "\(origin): unknown key \"\(unknown)\" in \(place); expected one of \(keys.joined(separator: ", "))")
        }
        return fields
    }

    private func array(_ value: JSONValue, at place: String, in origin: String) throws(LayeringError) -> [JSONValue] {
        guard case .array(let items) = value else {
            throw LayeringError("\(origin): \(place) must be an array, not \(value.typeDescription)")
        }
        return items
    }

    private func string(_ value: JSONValue, at place: String, in origin: String) throws(LayeringError) -> String {
        guard case .string(let text) = value else {
            throw LayeringError("\(origin): \(place) must be a string, not \(value.typeDescription)")
        }
        return text
    }

    private func strings(_ value: JSONValue?, at place: String, in origin: String) throws(LayeringError) -> [String] {
        guard let value else { return [] }
        return try array(value, at: place, in: origin).map { (item) throws(LayeringError) in
            try string(item, at: place + "[]", in: origin)
        }
    }
}
