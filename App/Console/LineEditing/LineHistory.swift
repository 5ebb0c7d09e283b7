import Common
import Terminal

/// The lines typed at the prompt, oldest first, and where up/down has got to in them.
///
/// Kept as the state document ``documentName`` of the session's store (so per state
/// directory), at most ``maximumEntries`` lines; each line is added under the store's lock, so
/// sessions sharing a directory add to one history. What is read is checked: a line that is
/// empty, too long or holds a character that cannot be drawn is left out, and a document that
/// is not a list of strings is set aside by the store with a warning; either way the prompt works.
public struct LineHistory: Sendable, Equatable {
    /// The state document holding the history.
    public static let documentName = "console-history"
    /// The most lines kept; older ones are dropped first.
    public static let maximumEntries = 500

    /// The lines, oldest first.
    public private(set) var entries: [String]
    /// The entry shown by up/down; `entries.count` is the line being typed.
    private var position: Int
    /// The line being typed, kept while up/down shows older lines.
    private var draft = ""

    /// A history holding `entries` (checked, and cut to the newest ``maximumEntries``).
    public init(entries: [String] = []) {
        self.entries = Array(
            entries.filter { line in
                !line.isEmpty && line.count <= LineEditor.maximumLength
                    && line.unicodeScalars.allSatisfy(TerminalSanitizer.isDrawable)
            }
            .suffix(Self.maximumEntries))
        position = self.entries.count
    }

    /// The history kept in `store`; empty when there is none or it cannot be read.
    public static func load(from store: any StateStore) -> LineHistory {
        LineHistory(entries: (try? store.read([String].self, named: documentName, default: [])) ?? [])
    }

    /// The entry before the one shown, if any; `current` is what the line holds now.
    public mutating func previous(current: String) -> String? {
        guard position > 0 else { return nil }
        if position == entries.count { draft = current }
        position -= 1
        return entries[position]
    }

    /// The entry after the one shown, or the line that was being typed; `nil` when already there.
    public mutating func next() -> String? {
        guard position < entries.count else { return nil }
        position += 1
        return position == entries.count ? draft : entries[position]
    }

    /// Adds an accepted line (unless it is blank or repeats the last one) and goes back to the end.
    /// With a store, the line is added to the document there too; a failure to save is not an error.
    public mutating func add(_ line: String, to store: (any StateStore)? = nil) {
        defer {
            position = entries.count
            draft = ""
        }
        guard !line.allSatisfy(\.isWhitespace), entries.last != line else { return }
        entries = Array((entries + [line]).suffix(Self.maximumEntries))
        _ = try? store?.update([String].self, named: Self.documentName, default: []) { saved in
            if saved.last != line { saved.append(line) }
            saved = Array(saved.suffix(Self.maximumEntries))
        }
    }
}
