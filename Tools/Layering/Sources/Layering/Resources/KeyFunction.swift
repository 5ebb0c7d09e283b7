import Foundation

/// A function whose first argument is a string key: `strings.string("cart.title")`.
///
/// Named by its last components (`strings.string` matches `self.strings.string(` and
/// `renderer.strings.string(`, not `string(` alone). ``keys`` turn the argument into the keys it
/// looks up, `*` standing for the argument: `["*.other", "*.one"]` for a plural lookup.
public struct KeyFunction: Sendable, Hashable {
    /// The name's components, `["strings", "string"]`.
    public var components: [String]
    /// The argument label the key must have (`forKey`; ``unlabelled`` for none), or `nil` for the
    /// first argument, labelled or not.
    public var label: String?

    /// The ``label`` of a key that is the first argument without a label: `Text("k")`, not `Text(verbatim: "k")`.
    public static let unlabelled = "_"
    /// The keys one call looks up, `*` for the argument; `["*"]` for the argument itself.
    public var keys: [String]

    /// Creates a key function from its dotted name.
    public init(_ name: String, label: String? = nil, keys: [String] = ["*"]) {
        self.components = name.split(separator: ".").map(String.init)
        self.label = label
        self.keys = keys
    }

    /// The dotted name.
    public var name: String { components.joined(separator: ".") }

    /// The standard forms: `NSLocalizedString("k", ...)`, `String(localized: "k", ...)`,
    /// `Bundle.module.localizedString(forKey: "k", ...)`, SwiftUI's `Text("k", ...)`,
    /// `LocalizedStringKey("k")` and `LocalizedStringResource("k", ...)`.
    public static let standard = [
        KeyFunction("NSLocalizedString", label: unlabelled), KeyFunction("String", label: "localized"),
        KeyFunction("localizedString", label: "forKey"), KeyFunction("Text", label: unlabelled),
        KeyFunction("LocalizedStringKey", label: unlabelled), KeyFunction("LocalizedStringResource", label: unlabelled),
    ]

    /// Whether a call of the dotted `chain` (`["self", "strings", "string"]`) is this function.
    func matches(chain: [String]) -> Bool {
        chain.count >= components.count && Array(chain.suffix(components.count)) == components
    }

    /// The keys a call with `argument` looks up.
    func keys(for argument: String) -> [String] {
        keys.map { $0.replacingOccurrences(of: "*", with: argument) }
    }
}
