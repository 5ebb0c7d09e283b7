import Foundation

/// Where Package.swift declares a target's dependencies, for the file:line a finding about a
/// declaration cites. A manifest is code: a target's dependencies may be spelled as they are
/// (`"CartContract"`) or made by it (`contract("Cart")` in a list of modules), so the line is the
/// one that spells the dependency, else the first that spells the target's name.
struct ManifestLines {
    private let lines: [Substring]
    /// The manifest as findings name it: `Package.swift`, or `Features/Cart/Package.swift` in a workspace.
    let file: String

    /// The lines of the Package.swift in `rootPath`, named `file` in findings; none when it cannot be
    /// read (a package made in memory), and then no line is cited.
    init(rootPath: String, file: String = "Package.swift") {
        self.file = file
        let text = (try? String(contentsOfFile: rootPath + "/Package.swift", encoding: .utf8)) ?? ""
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line that declares `dependency` of `target`, and whether it spells the
    /// dependency's name: the line that spells it as a string in the target's declaration (from
    /// the line that names the target, `name: "Messages"` first, to the next `name:`), else the line
    /// that names the target; `nil` when no line names the target as a string.
    func declaration(of dependency: String?, by target: String) -> (line: Int, spellsDependency: Bool)? {
        // A target's declaration (`.target(name: "Cart"`) before a package's or product's name.
        let named =
            lines.firstIndex { $0.contains("(name: \"\(target)\"") && Self.declaresTarget($0) }
            ?? lines.firstIndex { $0.contains("name: \"\(target)\"") }
            ?? lines.firstIndex { $0.contains("\"\(target)\"") }
        guard let named else { return nil }
        if let dependency {
            for index in named..<lines.count {
                if index > named,
                    Self.declaresTarget(lines[index])
                        || lines[index].contains("name: \"") && !lines[index].contains(".product(")
                {
                    break
                }
                if lines[index].contains("\"\(dependency)\"") { return (index + 1, true) }
            }
        }
        return (named + 1, false)
    }

    /// Whether `line` begins a target's declaration (`.target(`, `.testTarget(`, `.macro(`, ...).
    private static func declaresTarget(_ line: Substring) -> Bool {
        ["arget(", ".macro(", ".plugin(", ".systemLibrary("].contains { line.contains($0) }
    }

    /// Where a fix tells the person to edit `target`'s dependencies: `in Package.swift`, with the
    /// line that declares `dependency` (`nil` for one to add), or, when the manifest makes its
    /// name, the line of the target's own declaration, saying so.
    func whereToEdit(_ dependency: String?, of target: String) -> String {
        switch declaration(of: dependency, by: target) {
        case (let line, true)?: "in \(file):\(line)"
        case (let line, false)? where dependency == nil: "in \(file):\(line), where \(target) is declared"
        case (let line, false)?: "in \(file), where line \(line) declares \(target) (the manifest makes the name)"
        case nil: "in \(file)"
        }
    }
}
