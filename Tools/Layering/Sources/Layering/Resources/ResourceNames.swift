import Foundation

/// Whether code names a bundled file the way the platform looks it up.
///
/// A file is named by its name or its name without extension, or by a path ending in it; an image by
/// its name without `@2x`, `@3x`, `~ipad` or `~iphone`; an asset catalog's set (`flag.imageset`) by
/// the set's name, or by the symbol Xcode generates for it (`.flag`); a `.copy` folder by its name, a
/// path into it (`"TestData/large"`), or a file inside it. Apple's privacy manifest
/// (`PrivacyInfo.xcprivacy`), an app icon set and a catalog's `Contents.json` are read by the
/// platform, never by code, so they are never unused.
struct ResourceNames {
    /// What one finding is about: a file, an asset catalog's set, or a `.copy` folder.
    struct Unit {
        /// Relative to the package root.
        var path: String
        /// The name code would use.
        var name: String
        /// The names of the files in a `.copy` folder (empty otherwise).
        var contents: [String] = []
        /// Whether it is an asset catalog's set, which Xcode also names by a generated symbol.
        var isAsset = false
    }

    /// Every string literal of the code that may look files up, and every `/`-separated part of one
    /// (`"TestData/large"` names `TestData`; `"images/flag.png"` names `flag.png`).
    private let names: Set<String>
    /// Every identifier of that code.
    private let identifiers: Set<String>

    /// The names `literals` and `identifiers` of the code may use.
    init(literals: Set<String>, identifiers: Set<String>) {
        var names = literals
        for literal in literals where literal.contains("/") {
            for part in literal.split(separator: "/") { names.insert(String(part)) }
        }
        self.names = names
        self.identifiers = identifiers
    }

    /// The unit `file` belongs to, or `nil` for a file the platform reads by itself.
    static func unit(of file: BundleFile) -> Unit? {
        if file.name == "PrivacyInfo.xcprivacy" { return nil }
        let components = file.path.split(separator: "/").map(String.init)
        if let catalog = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
            // The first folder inside the catalog with an extension is the set (`flag.imageset`);
            // folders without one are groups, which may prefix the name (`Flags/flag`).
            guard
                let set = components.indices.first(where: {
                    $0 > catalog && $0 < components.count - 1 && components[$0].contains(".")
                })
            else { return nil }  // the catalog's or a group's Contents.json
            let setName = components[set]
            if setName.hasSuffix(".appiconset") { return nil }  // named by the app's build settings
            let name = (setName as NSString).deletingPathExtension
            return Unit(path: components[...set].joined(separator: "/"), name: name, isAsset: true)
        }
        if file.resource.rule == .copy, file.resource.path != file.path {
            let folder = file.resource.path
            return Unit(path: folder, name: (folder as NSString).lastPathComponent)
        }
        return Unit(path: file.path, name: file.name)
    }

    /// Whether some code names `unit`.
    func uses(_ unit: Unit) -> Bool {
        let name = unit.name
        let base = (name as NSString).deletingPathExtension
        var candidates: Set<String> = [name, base]
        var plain = base
        for suffix in ["~ipad", "~iphone", "~mac", "~vision"] where plain.hasSuffix(suffix) {
            plain.removeLast(suffix.count)
        }
        for scale in ["@1x", "@2x", "@3x"] where plain.hasSuffix(scale) { plain.removeLast(scale.count) }
        candidates.insert(plain)
        candidates.insert(
            plain + ((name as NSString).pathExtension.isEmpty ? "" : ".\((name as NSString).pathExtension)"))
        if unit.isAsset, identifiers.contains(Self.symbol(for: plain)) { return true }
        // A `.copy` folder is used too when a literal names a file inside it.
        return candidates.contains(where: names.contains)
            || unit.contents.contains { names.contains($0) || names.contains(($0 as NSString).deletingPathExtension) }
    }

    /// The symbol Xcode generates for an asset named `name` (`brand-red` gives `brandRed`).
    static func symbol(for name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let first = words.first else { return name }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
