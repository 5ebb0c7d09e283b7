import Foundation

/// A business module's folder in the source tree (`Modules/<name>`), for tests that check its
/// strings files against its Swift sources.
public struct ModuleSources: Sendable {
    /// The module's name, as in `Goods`.
    public let name: String

    /// The sources of module `name`.
    public init(_ name: String) { self.name = name }

    /// The package's root directory, found from this file's place in it (`Tests/ModuleTesting`).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// `Modules/<name>`.
    public var directory: URL {
        Self.packageRoot.appendingPathComponent("Modules/\(name)", isDirectory: true)
    }

    /// `Modules/<name>/Resources`, which holds the `<code>.lproj` folders.
    public var resourceDirectory: URL {
        directory.appendingPathComponent("Resources", isDirectory: true)
    }

    /// Every key the module's Swift sources look up as `strings("key"` (literal keys only), and
    /// `key.other` for each `strings.plural("key"`, the form every language needs.
    public func literalStringKeys() throws -> Set<String> {
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let pattern = try NSRegularExpression(pattern: #"strings(\.plural)?\(\s*"([A-Za-z0-9_.]+)""#)
        var keys: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let keyRange = Range(match.range(at: 2), in: text) else { continue }
                let isPlural = match.range(at: 1).location != NSNotFound
                keys.insert(String(text[keyRange]) + (isPlural ? ".other" : ""))
            }
        }
        return keys
    }
}
