import Foundation

/// Where the package a command runs in is: `layering` and `scaffold` find it alike.
public enum PackageRoot {
    /// The nearest folder from `folder` up that holds Package.swift; `nil` when none does.
    public static func nearest(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
