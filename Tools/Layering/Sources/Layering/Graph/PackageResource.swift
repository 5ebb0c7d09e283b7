/// One resource a target declares (`.process`, `.copy`, `.embedInCode`) or SwiftPM finds for it
/// (`Resources/` folders, `*.lproj`), as `swift package describe` lists it.
public struct PackageResource: Sendable, Hashable, Codable {
    /// How SwiftPM puts the resource into the bundle.
    public enum Rule: String, Sendable, Hashable, Codable {
        /// `.process`: optimised, flattened into the bundle (`*.lproj` folders keep their language).
        case process
        /// `.copy`: copied as it is, a folder with its whole tree.
        case copy
        /// `.embedInCode`: compiled into the module, not bundled.
        case embedInCode
    }

    /// The file or (for `.copy`) folder, relative to the package root.
    public var path: String
    /// How it is bundled.
    public var rule: Rule
    /// The language of a localized resource (`en`, `zh-hans`), from its `*.lproj` folder.
    public var localization: String?

    /// Creates a resource.
    public init(path: String, rule: Rule = .process, localization: String? = nil) {
        self.path = path
        self.rule = rule
        self.localization = localization
    }
}
