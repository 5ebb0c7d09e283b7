extension ModuleSetUps {
    /// How a wait for `module` ends without waiting (an outcome or a cycle); `nil` when it must wait.
    static func decide(_ module: String, by requester: String?, _ state: State) -> Wait? {
        guard let entry = state.entries[module] else { return .ended(.ready) }
        if let outcome = entry.outcome { return .ended(outcome) }
        return requester.flatMap { cycle(to: module, from: $0, state) }.map { .cycle($0) }
    }

    /// The chain `[requester, module, ..., requester]` that waiting would close, if any.
    static func cycle(to module: String, from requester: String, _ state: State) -> [String]? {
        var paths = [[requester, module]]
        var seen: Set<String> = [module]
        while let path = paths.popLast() {
            for next in awaited(by: path[path.count - 1], state) {
                if next == requester { return path + [next] }
                if seen.insert(next).inserted { paths.append(path + [next]) }
            }
        }
        return nil
    }

    /// The set-ups `module`'s set-up waits for now: a begun deferred one's unfinished providers, the
    /// one the build is running, and those its requests are parked on.
    static func awaited(by module: String, _ state: State) -> [String] {
        guard let entry = state.entries[module], entry.outcome == nil else { return [] }
        var awaited: [String] = []
        if entry.isDeferred {
            if entry.setUp == nil { awaited = entry.providers.filter { state.entries[$0]?.outcome == nil } }
        } else if let current = state.order.first(where: { state.entries[$0]?.isLeftToStart == true }),
            current != module
        {
            awaited = [current]
        }
        for other in state.order where state.entries[other]?.waiters.contains(where: { $0.setUp == module }) == true {
            awaited.append(other)
        }
        return awaited
    }
}
