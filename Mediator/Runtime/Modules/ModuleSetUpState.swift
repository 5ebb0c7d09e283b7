/// Where a started module's set-up stands. A module that does not defer its set-up is `ready`
/// once its hub has started; one that does (`BusinessModule.defersSetUp`) is `pending` until
/// something first needs it, `settingUp` while its set-up runs, then `ready`, or `failed` for
/// good with the reason.
///
/// In JSON: `{"state": "pending"}`, `{"state": "settingUp"}`, `{"state": "ready"}`, or
/// `{"state": "failed", "reason": "..."}`.
///
/// Read by front ends through ``ModuleInfo/setUp``.
public enum ModuleSetUpState: Sendable, Equatable, Encodable {
    /// Set up: its routes and services answer.
    case ready
    /// Its deferred set-up has not begun: it begins when first needed (a request that needs the
    /// module begins it and waits for it).
    case pending
    /// Its deferred set-up is running: a request that needs the module waits for it.
    case settingUp
    /// Its deferred set-up threw: every request that needs the module fails with `reason`, the
    /// description of what the set-up threw.
    case failed(reason: String)

    private enum CodingKeys: String, CodingKey { case state, reason }

    /// Writes `{"state": ..., "reason": ...}` (the reason only when failed).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .ready: try container.encode("ready", forKey: .state)
        case .pending: try container.encode("pending", forKey: .state)
        case .settingUp: try container.encode("settingUp", forKey: .state)
        case .failed(let reason):
            try container.encode("failed", forKey: .state)
            try container.encode(reason, forKey: .reason)
        }
    }
}
