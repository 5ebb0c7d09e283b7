import Foundation
import TestSupport

/// A copy of this package's sources in a temporary folder: everything but build folders
/// (`.build*`, at any depth) and `.git`.
struct PackageCopy {
    /// The copy's root folder.
    let root: URL

    /// Copies the package.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bazaar-scaffold-\(UUID().uuidString)", isDirectory: true)
        try Self.copy(BuiltProducts.packageRoot, to: root)
    }

    /// The text of a file of the copy.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Deletes the copy.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    private static func copy(_ source: URL, to destination: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try files.contentsOfDirectory(atPath: source.path)
        where !name.hasPrefix(".build") && name != ".git" {
            let item = source.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: item.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try copy(item, to: destination.appendingPathComponent(name))
            } else {
                try files.copyItem(at: item, to: destination.appendingPathComponent(name))
            }
        }
    }
}
