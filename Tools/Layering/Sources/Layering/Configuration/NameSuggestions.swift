/// A few names to offer in a message instead of a name that matches nothing: the closest by spelling,
/// not every name of the package on one line.
enum NameSuggestions {
    /// "one of A, B or C" for the (at most three) `names` closest to `wanted`, else for the first three
    /// names; with how many there are and where to see them all when there are more.
    static func phrase(for wanted: String, among names: [String]) -> String {
        let unique = Array(Set(names)).sorted()
        guard !unique.isEmpty else { return "a target of the package (it has none)" }
        let needle = Array(wanted.lowercased().filter { $0 != "*" && $0 != "?" })
        let ranked = unique.map { (name: $0, distance: distance(needle, Array($0.lowercased()))) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        let limit = max(2, needle.count / 3)
        let close = ranked.filter { $0.distance <= limit }.prefix(3).map(\.name)
        let shown = close.isEmpty ? Array(unique.prefix(3)) : Array(close)
        let list =
            shown.count == 1
            ? shown[0] : shown.dropLast().joined(separator: ", ") + " or " + (shown.last ?? "")
        let lead = close.isEmpty ? "a target name such as" : shown.count == 1 ? "" : "one of"
        let rest =
            unique.count > shown.count
            ? " (\(unique.count) targets; `layering graph --format json` lists them all)" : ""
        return (lead.isEmpty ? "" : lead + " ") + list + rest
    }

    /// The Levenshtein distance between `a` and `b`.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
