import Foundation

/// The directory holding a module's resources, found without making a `Bundle` when it can be.
///
/// On Linux SwiftPM copies a target's resources to `<Package>_<Target>.resources` beside the
/// executable, and the generated `Bundle.module` looks there first. Making that `Bundle` (its
/// `Bundle(path:)`) cost about 470,000 instructions per module at every start of `bazaar`, and
/// the modules only need the directory. ``of(_:fallback:)`` answers the directory when it is
/// there, and otherwise asks the bundle, so every other layout (a macOS bundle, a package
/// named differently) finds what it found before.
///
/// The main bundle's directory is worked out once per process (`mainBundlePath`, a constant:
/// the executable does not move while it runs) and joined as text: each `URL` round trip
/// (`Bundle.main`, `appendingPathComponent`, `path`) cost tens of thousands of instructions per
/// module at every start.
public enum ResourceDirectory {
    /// The main bundle's directory as a file-system path, read the first time a resource
    /// directory is asked for. On Linux that is the directory of the executable the link
    /// `/proc/self/exe` names, as Foundation finds it, without making the main `Bundle` and its
    /// first `URL.path` (about 720,000 instructions at each start of `bazaar`); elsewhere, or
    /// when the link cannot be read, `Bundle.main.bundlePath`.
    private static let mainBundlePath: String = {
        #if os(Linux)
            if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
                executable.hasPrefix("/"), let slash = executable.lastIndex(of: "/")
            {
                return slash == executable.startIndex ? "/" : String(executable[..<slash])
            }
        #endif
        return Bundle.main.bundlePath
    }()

    /// The directory whose `<resourcesName>.resources` directories stand in for those beside the
    /// executable, in this task and the tasks it starts (`$bundlesDirectory.withValue`); `nil`: the
    /// main bundle's. A program run in-process on copies of its bundles, one of them broken, shows
    /// what the built executable shows beside broken bundles, while the other runs of the same
    /// process keep their own.
    @TaskLocal public static var bundlesDirectory: String?

    /// `<main bundle directory>/<resourcesName>.resources` (or under ``bundlesDirectory``) when that
    /// directory exists, else the resource directory of `fallback()` (pass `{ .module }`).
    public static func of(_ resourcesName: String, fallback: () -> Bundle) -> URL {
        let directory = bundlesDirectory ?? mainBundlePath
        let beside = (directory.hasSuffix("/") ? directory : directory + "/") + resourcesName + ".resources"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: beside, isDirectory: &isDirectory), isDirectory.boolValue {
            return URL(fileURLWithPath: beside, isDirectory: true)
        }
        let bundle = fallback()
        return bundle.resourceURL ?? bundle.bundleURL
    }
}
