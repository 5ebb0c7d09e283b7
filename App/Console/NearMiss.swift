/// The word a person most likely meant when they typed one that is not a command: `qiut` is
/// `quit`, `opne` is `open`. Close means at most one edit for a word of up to four letters and
/// two for a longer one, counting a swap of two neighbours as one edit (`qiut`); a word as close
/// to two candidates suggests neither.
enum NearMiss {
    /// The candidate closest to `word` (in any case), or `nil` when none is close or two are.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty, typed.count <= 30 else { return nil }
        let limit = typed.count <= 4 ? 1 : 2
        let scored = candidates.map { ($0, distance(typed, Array($0.lowercased()))) }.filter { $0.1 <= limit }
        guard let best = scored.map(\.1).min() else { return nil }
        let nearest = scored.filter { $0.1 == best }
        return nearest.count == 1 ? nearest[0].0 : nil
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours, each one edit.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
