import ContractSupport

/// The JSON printed on standard output when a command fails in JSON mode:
/// `{"formatVersion": 1, "status": "error", "kind": ..., "exitCode": ..., "message": ...,
/// "input": ..., "code": ..., "outcomes": [...]}`. `outcomes` are the actions `open` applied
/// before the failure (empty for other commands).
struct ErrorDocument: Encodable {
    let failure: ConsoleFailure
    let outcomes: [ActionOutcome]

    private enum CodingKeys: String, CodingKey { case formatVersion, status, outcomes }

    func encode(to encoder: any Encoder) throws {
        try failure.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ConsoleJSON.formatVersion, forKey: .formatVersion)
        try container.encode("error", forKey: .status)
        try container.encode(outcomes, forKey: .outcomes)
    }
}
