/// Which targets re-export which (`@_exported import`), directly or through each other.
struct ReexportIndex: Sendable {
    private let direct: [String: Set<String>]

    init(graph: PackageGraph, sources: PackageSources) {
        var direct: [String: Set<String>] = [:]
        for file in sources.files {
            for declaration in file.imports where declaration.isReexport {
                if let target = graph.target(forModule: declaration.module) {
                    direct[file.target, default: []].insert(target.name)
                }
            }
        }
        self.direct = direct
    }

    /// Whether importing `carrier` makes `reexported` visible.
    func target(_ carrier: String, reexports reexported: String) -> Bool {
        var visited: Set<String> = []
        var pending = [carrier]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            let exported = direct[next, default: []]
            if exported.contains(reexported) { return true }
            pending.append(contentsOf: exported)
        }
        return false
    }
}
