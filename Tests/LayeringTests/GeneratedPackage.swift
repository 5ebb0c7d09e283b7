import Foundation

/// A package written into its own temporary folder for one test, removed by ``remove()``.
struct GeneratedPackage {
    let root: URL

    /// Writes `files` (path relative to the package root → contents) into a new temporary folder.
    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("layering-test-\(UUID().uuidString)", isDirectory: true)
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    var path: String { root.path }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// A manifest for the standard layers: `targets` is the Swift text of the `targets:` array.
    static func manifest(targets: String, dependencies: String = "") -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Generated",
            dependencies: [\(dependencies)],
            targets: [
        \(targets)
            ]
        )

        """
    }
}
