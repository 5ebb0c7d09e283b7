import Foundation

/// Where the package's built products are: the directory holding the executables of the build
/// that built the running tests, so end-to-end tests run exactly what was just built.
public enum BuiltProducts {
    /// Overrides the search: a directory holding the built executables.
    public static let directoryVariable = "BAZAAR_BUILT_PRODUCTS"

    /// The package's root directory, found from this file's place in it (`Tests/Support`).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The built executable `name` (as in `shell`), searched for in `$BAZAAR_BUILT_PRODUCTS`,
    /// then next to the running test bundle, then in the package's `.build/debug`. Throws
    /// `TestSupportError` listing every place it looked.
    public static func executable(
        named name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL {
        let candidates = directories(environment: environment).map { $0.appendingPathComponent(name) }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw TestSupportError(
            "no built executable '\(name)' in \(candidates.map(\.path).joined(separator: ", ")); "
                + "build it first (swift build --product \(name)) or set \(directoryVariable)")
    }

    /// The directories searched, in order.
    public static func directories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var directories: [URL] = []
        if let explicit = environment[directoryVariable], !explicit.isEmpty {
            directories.append(URL(fileURLWithPath: explicit, isDirectory: true))
        }
        // The test runner is the bundle itself on Linux (`<products>/BazaarPackageTests.xctest`)
        // and a directory inside the products directory elsewhere; both sit in the products dir.
        for path in [Bundle.main.bundlePath, CommandLine.arguments.first ?? ""] where !path.isEmpty {
            var url = URL(fileURLWithPath: path)
            while url.pathComponents.count > 1, url.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
                url.deleteLastPathComponent()
            }
            if !directories.contains(url) { directories.append(url) }
        }
        let fallback = packageRoot.appendingPathComponent(".build/debug", isDirectory: true)
        if !directories.contains(fallback) { directories.append(fallback) }
        return directories
    }
}
