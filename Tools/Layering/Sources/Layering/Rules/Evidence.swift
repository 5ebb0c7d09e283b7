/// One place that makes a dependency: a line of Package.swift's declarations or an `import` line.
public struct Evidence: Sendable, Hashable, Codable, Comparable {
    /// Where the evidence comes from.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A dependency declared in Package.swift.
        case declaration
        /// An `import` in a source file.
        case `import`
        /// An entry of the configuration file.
        case configuration
    }

    /// Where the evidence comes from.
    public var kind: Kind
    /// The file, relative to the package root.
    public var file: String
    /// The 1-based line, when known (Package.swift declarations have none: manifests are code).
    public var line: Int?
    /// What is there: `import Goods`, or a sentence about the declaration.
    public var text: String
    /// Whether it is an import inside `#if` (its condition may be false in the default build).
    public var isConditional: Bool
    /// Whether it is an import built only with `DEBUG` set (not written in JSON).
    public var isDebugOnly = false

    /// Creates evidence.
    public init(kind: Kind, file: String, line: Int? = nil, text: String, isConditional: Bool = false) {
        self.kind = kind
        self.file = file
        self.line = line
        self.text = text
        self.isConditional = isConditional
    }

    private enum CodingKeys: String, CodingKey {
        case kind, file, line, text
        case isConditional = "conditional"
    }

    /// Decodes evidence; `conditional` absent means `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decodeIfPresent(Int.self, forKey: .line)
        text = try container.decode(String.self, forKey: .text)
        isConditional = try container.decodeIfPresent(Bool.self, forKey: .isConditional) ?? false
    }

    /// Encodes evidence; `line` is left out when unknown and `conditional` when `false`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(file, forKey: .file)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encode(text, forKey: .text)
        if isConditional { try container.encode(true, forKey: .isConditional) }
    }

    /// `file:line`, or `file` when there is no line.
    public var location: String {
        line.map { "\(file):\($0)" } ?? file
    }

    /// Declarations first, then by file and line.
    public static func < (lhs: Evidence, rhs: Evidence) -> Bool {
        if (lhs.kind == .declaration) != (rhs.kind == .declaration) { return lhs.kind == .declaration }
        return (lhs.file, lhs.line ?? 0, lhs.text) < (rhs.file, rhs.line ?? 0, rhs.text)
    }
}
