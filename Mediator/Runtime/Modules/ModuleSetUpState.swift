/// Where a started module's set-up stands. A module that does not defer its set-up is `ready`
/// once its hub has started; one that does (`BusinessModule.defersSetUp`) is `settingUp` until
/// its set-up returns, then `ready`, or `failed` for good with the reason.
///
/// In JSON: `{"state": "ready"}`, `{"state": "settingUp"}`, or
/// `{"state": "failed", "reason": "..."}`.
public enum ModuleSetUpState: Sendable, Equatable, Codable {
    /// Set up: its routes and services answer.
    case ready
    /// Its deferred set-up is running: a request that needs the module waits for it.
    case settingUp
    /// Its deferred set-up threw: every request that needs the module fails with `reason`, the
    /// description of what the set-up threw.
    case failed(reason: String)

    private enum CodingKeys: String, CodingKey { case state, reason }

    /// Reads `{"state": ..., "reason": ...}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .state) {
        case "ready": self = .ready
        case "settingUp": self = .settingUp
        case "failed": self = .failed(reason: try container.decode(String.self, forKey: .reason))
        case let state:
            throw DecodingError.dataCorruptedError(
                forKey: .state, in: container, debugDescription: "'\(state)' is not ready, settingUp or failed")
        }
    }

    /// Writes `{"state": ..., "reason": ...}` (the reason only when failed).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .ready: try container.encode("ready", forKey: .state)
        case .settingUp: try container.encode("settingUp", forKey: .state)
        case .failed(let reason):
            try container.encode("failed", forKey: .state)
            try container.encode(reason, forKey: .reason)
        }
    }
}
