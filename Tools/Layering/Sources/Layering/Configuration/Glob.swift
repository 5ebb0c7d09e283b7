/// Glob patterns of the configuration file: `*` stands for any run of characters within one path
/// segment or name, `**` for any number of whole segments (`Sources/CNIO*`, `Sources/**`, `NIO*`).
enum Glob {
    /// Whether `pattern` matches the name `name` whole (`NIO*` matches `NIOCore`).
    static func matches(_ pattern: String, name: String) -> Bool {
        segment(Array(pattern.utf8)[...], matches: Array(name.utf8)[...])
    }

    /// Whether `pattern` matches the folder `path` or one of its ancestors (`Modules/*` matches
    /// `Modules/Cart` and `Modules/Cart/Sources`); both are relative to the package root.
    static func matches(_ pattern: String, folder path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").map { Array($0.utf8) }
        let pathParts = path.split(separator: "/").map { Array($0.utf8) }
        guard !patternParts.isEmpty else { return false }
        return prefix(patternParts[...], matches: pathParts[...])
    }

    /// Whether the pattern segments match the first segments of `path` (at least one, unless the
    /// pattern is all `**`).
    private static func prefix(_ pattern: ArraySlice<[UInt8]>, matches path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return true }
        let rest = pattern.dropFirst()
        if first == Array("**".utf8) {
            // `**` takes zero or more segments, but a pattern of only `**` needs one to match.
            let minimum = rest.isEmpty ? 1 : 0
            guard path.count >= minimum else { return false }
            return (minimum...path.count).contains { prefix(rest, matches: path.dropFirst($0)) }
        }
        guard let segmentText = path.first, segment(first[...], matches: segmentText[...]) else { return false }
        return prefix(rest, matches: path.dropFirst())
    }

    /// Whether `pattern` (with `*` for any run of characters) matches all of `text`.
    private static func segment(_ pattern: ArraySlice<UInt8>, matches text: ArraySlice<UInt8>) -> Bool {
        var patternIndex = pattern.startIndex
        var textIndex = text.startIndex
        var star: (pattern: Int, text: Int)?
        while textIndex < text.endIndex {
            if patternIndex < pattern.endIndex, pattern[patternIndex] == asterisk {
                star = (patternIndex, textIndex)
                patternIndex += 1
            } else if patternIndex < pattern.endIndex, pattern[patternIndex] == text[textIndex] {
                patternIndex += 1
                textIndex += 1
            } else if let saved = star {
                patternIndex = saved.pattern + 1
                textIndex = saved.text + 1
                star = (saved.pattern, saved.text + 1)
            } else {
                return false
            }
        }
        while patternIndex < pattern.endIndex, pattern[patternIndex] == asterisk { patternIndex += 1 }
        return patternIndex == pattern.endIndex
    }

    private static let asterisk = UInt8(ascii: "*")
}
