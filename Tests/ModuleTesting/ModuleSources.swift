import Foundation

/// A business module's folder in the source tree (`Modules/<name>`), for tests that read its
/// resources from the source tree.
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
}
