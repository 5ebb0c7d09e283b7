import Foundation

/// One file a target's bundle holds, read from disk.
struct BundleFile {
    /// What the checker does with it.
    enum Role {
        /// A `.strings` table in a `*.lproj` folder, in that language.
        case table(language: String)
        /// An `.xcstrings` String Catalog.
        case catalog
        /// A `.stringsdict` (plurals by key; its keys are not read).
        case pluralTable
        /// Any other file.
        case file
    }

    /// Relative to the package root.
    var path: String
    var role: Role
    /// The declared resource it comes from (a `.copy` folder for the files inside it).
    var resource: PackageResource
    var bytes: Data

    /// The file's name without its folders.
    var name: String { (path as NSString).lastPathComponent }

    /// The table's name (`Localizable` for `Localizable.strings`).
    var table: String { (name as NSString).deletingPathExtension }

    /// Every file of `target`'s resources: a folder's whole tree (hidden files left out), in path order.
    static func files(of target: PackageTarget, root: String) throws(LayeringError) -> [BundleFile] {
        var files: [BundleFile] = []
        for resource in target.resources where resource.rule != .embedInCode {
            let absolute = "\(root)/\(resource.path)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
            var paths = [resource.path]
            if isDirectory.boolValue {
                let walker = FileManager.default.enumerator(atPath: absolute)
                paths = []
                while let next = walker?.nextObject() as? String {
                    let full = "\(absolute)/\(next)"
                    var nested: ObjCBool = false
                    guard !next.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                        FileManager.default.fileExists(atPath: full, isDirectory: &nested), !nested.boolValue
                    else { continue }
                    paths.append("\(resource.path)/\(next)")
                }
            }
            for path in paths.sorted() {
                guard let bytes = FileManager.default.contents(atPath: "\(root)/\(path)") else {
                    throw LayeringError(
                        "cannot read \(path), a resource of target \(target.name); check that it exists and is readable"
                    )
                }
                files.append(
                    BundleFile(path: path, role: role(of: path, resource: resource), resource: resource, bytes: bytes))
            }
        }
        return files
    }

    private static func role(of path: String, resource: PackageResource) -> Role {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let language = resource.localization ?? (folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : nil)
        switch (path as NSString).pathExtension {
        case "strings": return language.map { .table(language: $0.lowercased()) } ?? .file
        case "xcstrings": return .catalog
        case "stringsdict": return .pluralTable
        default: return .file
        }
    }

    /// A 64-bit FNV-1a hash of the bytes, to find equal files without comparing every pair.
    var contentHash: UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
