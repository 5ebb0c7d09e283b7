import Foundation

/// The directory holding a module's resources, found without making a `Bundle` when it can be.
///
/// On Linux SwiftPM copies a target's resources to `<Package>_<Target>.resources` beside the
/// executable, and the generated `Bundle.module` looks there first. Making that `Bundle` (its
/// `Bundle(path:)`) cost about 470,000 instructions per module at every start of `bazaar`, and
/// the modules only need the directory. ``of(_:fallback:)`` answers the directory when it is
/// there, and otherwise asks the bundle, so every other layout (a macOS bundle, a package
/// named differently) finds what it found before.
public enum ResourceDirectory {
    /// `<main bundle directory>/<resourcesName>.resources` when that directory exists, else the
    /// resource directory of `fallback()` (pass `{ .module }`).
    public static func of(_ resourcesName: String, fallback: () -> Bundle) -> URL {
        let beside = Bundle.main.bundleURL.appendingPathComponent(resourcesName + ".resources", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: beside.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return beside
        }
        let bundle = fallback()
        return bundle.resourceURL ?? bundle.bundleURL
    }
}
