import Foundation

/// Which packages of a workspace `layering resources` loads: those that may own a resource bundle,
/// those that depend on them (their code uses the bundles' keys) and those they depend on (a
/// contract's code names its implementation's keys), directly or through other packages. Decided
/// from the manifests' text and the folders' names, before any manifest is evaluated, and only ever
/// too wide: a package is left out only when it can neither own a bundle nor reach one.
///
/// A package may own a bundle when a `Package*.swift` of it spells `resources`, or when a file or
/// folder under it (hidden ones left out) is one SwiftPM bundles by itself (`*.lproj`, `*.xcassets`,
/// `*.xcstrings`, ...) or is named `Resources`. Its local dependencies are the literal paths of its
/// manifests' `.package(path:)` calls; a manifest that makes a path (`"../" + name`) may depend on
/// any package, so when any package may own a bundle, every package is loaded.
final class ResourcePackageSelection {
    /// What the text of one package says.
    private struct Package {
        var mayOwnBundle: Bool
        /// Absolute folders of its literal local dependencies; `nil` when a path is made at run time.
        var dependencies: Set<String>?
    }

    private var packages: [String: Package] = [:]
    /// The packages to load, as of the last ``add(_:)``.
    private(set) var needed: Set<String> = []

    /// The selection over the packages in `folders` (absolute) and those they depend on by a literal path.
    init(folders: [String]) {
        for folder in folders { explore(folder) }
        needed = computeNeeded()
    }

    /// Whether the package in `folder` (absolute) is loaded; one not seen yet (a path dependency a
    /// loaded manifest makes at run time) is read first, and may widen the selection.
    func includes(_ folder: String) -> Bool {
        if packages[folder] == nil {
            explore(folder)
            needed = computeNeeded()
        }
        return needed.contains(folder)
    }

    private func explore(_ start: String) {
        var pending = [start]
        while let folder = pending.popLast() {
            guard packages[folder] == nil else { continue }
            let texts = Self.manifestTexts(in: folder)
            let dependencies = Self.localDependencies(in: texts, folder: folder)
            packages[folder] = Package(
                mayOwnBundle: texts.contains { $0.contains("resources") } || Self.holdsResourceFiles(folder),
                dependencies: dependencies)
            pending += (dependencies ?? []).filter {
                packages[$0] == nil && FileManager.default.fileExists(atPath: $0 + "/Package.swift")
            }
        }
    }

    private func computeNeeded() -> Set<String> {
        let owners = Set(packages.filter(\.value.mayOwnBundle).keys)
        guard !owners.isEmpty else {
            // No bundle anywhere we can see; a manifest that makes its paths may still reach one.
            return Set(packages.filter { $0.value.dependencies == nil }.keys)
        }
        if packages.values.contains(where: { $0.dependencies == nil }) { return Set(packages.keys) }
        var dependents: [String: Set<String>] = [:]
        for (folder, package) in packages {
            for dependency in package.dependencies ?? [] { dependents[dependency, default: []].insert(folder) }
        }
        var needed = owners
        // Those the owners depend on, and those depending on the owners, each followed to the end.
        for edges in [{ (folder: String) in self.packages[folder]?.dependencies ?? [] }, { dependents[$0] ?? [] }] {
            var pending = Array(owners)
            var seen = owners
            while let folder = pending.popLast() {
                for next in edges(folder) where seen.insert(next).inserted {
                    needed.insert(next)
                    pending.append(next)
                }
            }
        }
        return needed
    }

    /// The text of every `Package*.swift` in `folder`.
    static func manifestTexts(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.sorted().compactMap {
            FileManager.default.contents(atPath: "\(folder)/\($0)").map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The extensions of files and folders SwiftPM puts into a bundle without a `resources:` entry.
    static let resourceExtensions: Set<String> = [
        "lproj", "xcassets", "xcstrings", "strings", "stringsdict", "xib", "storyboard", "xcdatamodel",
        "xcdatamodeld", "xcmappingmodel", "metal",
    ]

    /// Whether any file or folder under `folder`, hidden ones left out, is a resource SwiftPM finds by
    /// itself or is named `Resources`. A folder linked to is followed once: a link back to a folder
    /// above it ends there.
    static func holdsResourceFiles(_ folder: String) -> Bool {
        var pending = [folder]
        var seen: Set<String> = []
        while let current = pending.popLast() {
            guard seen.insert(URL(fileURLWithPath: current).resolvingSymlinksInPath().path).inserted else { continue }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? [] where !name.hasPrefix(".")
            {
                if name == "Resources" || resourceExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    return true
                }
                var isDirectory: ObjCBool = false
                let child = "\(current)/\(name)"
                if FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue {
                    pending.append(child)
                }
            }
        }
        return false
    }

    /// The absolute folders the manifests `texts` of the package in `folder` name in `.package(path:)`
    /// calls; `nil` when a call's path is not one plain string literal, or the text may make a
    /// dependency some other way.
    static func localDependencies(in texts: [String], folder: String) -> Set<String>? {
        var found: Set<String> = []
        for text in texts {
            if text.contains("Dependency(") || text.contains("Dependency.init") { return nil }
            let bytes = Array(text.utf8)
            let marker = Array(".package(".utf8)
            var index = 0
            while index + marker.count <= bytes.count {
                guard bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                    index += 1
                    continue
                }
                index += marker.count
                guard let end = closingParenthesis(in: bytes, from: index) else { return nil }
                let arguments = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end
                // A call that seems to hold another (a literal the scan misread) is not guessed at.
                guard !arguments.contains(".package("), arguments.components(separatedBy: "path:").count <= 2
                else { return nil }
                guard let label = arguments.range(of: "path:") else { continue }  // by URL or registry
                let rest = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
                guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
                let path = rest[rest.index(after: rest.startIndex)..<close]
                let after = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
                guard !path.contains("\\"), after.isEmpty || after.first == "," else { return nil }
                let absolute = path.hasPrefix("/") ? String(path) : "\(folder)/\(path)"
                found.insert(URL(fileURLWithPath: absolute).standardizedFileURL.path)
            }
        }
        return found
    }

    /// The index of the `)` that closes a call whose arguments start at `start`, string literals
    /// skipped; `nil` when there is none.
    private static func closingParenthesis(in bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == ASCII.backslash {
                    index += 1
                } else if byte == ASCII.quote {
                    inString = false
                }
            } else if byte == ASCII.quote {
                inString = true
            } else if byte == ASCII.openParenthesis {
                depth += 1
            } else if byte == ASCII.closeParenthesis {
                if depth == 0 { return index }
                depth -= 1
            }
            index += 1
        }
        return nil
    }
}
