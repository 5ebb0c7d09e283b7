import Foundation

/// The top-level modules a C or system library target's own module map declares.
///
/// SwiftPM uses `include/module.modulemap` of a C target and `module.modulemap` of a system library
/// target as they are, so `import zlibLinux` reaches the target `system-zlib` whose map says
/// `module zlibLinux [system] { ... }`. Submodules (`module Inner` inside braces) are not separate
/// imports of a package and are left out.
enum ModuleMap {
    /// The module maps SwiftPM reads for a target of `kind`, relative to the target's folder.
    static func candidatePaths(for kind: TargetKind) -> [String] {
        switch kind {
        case .systemLibrary: ["module.modulemap", "include/module.modulemap"]
        case .library, .other: ["include/module.modulemap"]
        default: []
        }
    }

    /// The modules declared by the module maps of the target of `kind` in `folder` (absolute), sorted.
    static func modules(ofTargetIn folder: String, kind: TargetKind) -> [String] {
        var names: Set<String> = []
        for path in candidatePaths(for: kind) {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(path)") else { continue }
            names.formUnion(topLevelModules(in: String(decoding: data, as: UTF8.self)))
        }
        return names.sorted()
    }

    /// The names after `module` (`framework module A`, `extern module A "other.modulemap"` too) outside
    /// braces, comments left out.
    static func topLevelModules(in text: String) -> [String] {
        var words: [String] = []
        var depth = 0
        var word = ""
        var names: [String] = []
        func endWord() {
            guard !word.isEmpty else { return }
            if depth == 0 { words.append(word) }
            word = ""
        }
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "/", next == "/" {
                endWord()
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", next == "*" {
                endWord()
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    index += 1
                }
                index += 2
                continue
            }
            if character.properties.isAlphabetic || character == "_" || ("0"..."9").contains(character) {
                word.unicodeScalars.append(character)
            } else {
                endWord()
                if character == "{" {
                    depth += 1
                } else if character == "}" {
                    depth = max(0, depth - 1)
                } else if depth == 0, character == "[" || character == "]" {
                    words.append(String(character))
                }
            }
            index += 1
        }
        endWord()
        for (offset, word) in words.enumerated() where word == "module" && offset + 1 < words.count {
            let name = words[offset + 1]
            if name.first.map({ !$0.isNumber }) == true, name != "[" { names.append(name) }
        }
        return names
    }
}
