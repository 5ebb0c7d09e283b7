extension ModuleSetUps {
    /// How a wait for `module` ends at once (its outcome, or the cycle it would close); `nil` if it must wait.
    static func decide(_ module: String, by requester: String?, _ state: State) -> Result<Void, Failure>? {
        switch state.entries[module]?.outcome {
        case .failed(let reason)?: return .failure(.failed(module: module, reason: reason))
        case .ready?: return .success(())
        case nil where state.entries[module] == nil: return .success(())
        case nil:
            guard let chain = requester.flatMap({ cycle(to: module, from: $0, state) }) else { return nil }
            return .failure(
                .failed(
                    module: module,
                    reason: "set-ups wait for each other in a cycle: \(chain.joined(separator: " → ")); "
                        + "open a module's routes and look up its services when they are used, not while setting up"))
        }
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
        return awaited
            + state.order.filter { other in state.entries[other]?.waiters.contains { $0.setUp == module } == true }
    }
}
