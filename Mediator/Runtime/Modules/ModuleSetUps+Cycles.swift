extension ModuleSetUps {
    /// What a wait for `module` from `requester`'s set-up comes to without waiting, under the
    /// lock: how the set-up ended, or the cycle waiting would close; `nil` when it must wait.
    static func decide(_ module: String, by requester: String?, _ state: State) -> Wait? {
        guard let entry = state.entries[module] else { return .ended(.ready) }
        if let outcome = entry.outcome { return .ended(outcome) }
        return requester.flatMap { cycle(to: module, from: $0, state) }.map { .cycle($0) }
    }

    /// The chain of set-ups that `requester`'s waiting for `module` would close, if any: a
    /// search of who waits for whom from `module`, as `[requester, module, ..., requester]`.
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

    /// The modules whose set-ups `module`'s set-up waits for now, until it ends: a deferred one
    /// once begun, its providers that have not ended (its task runs `setUp` only after them); one
    /// `Hub.build` sets up, the one it is setting up now, unless that is `module` (it sets them
    /// up one after another); and those its requests (its task's and those of the tasks it
    /// started) are parked on.
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
