import Common
import ContractSupport

/// One route as `routes --json` prints it: the runtime's `RouteInfo` with its summary in the
/// session's language (the language `--lang` or the environment chose), so `summary` stays a
/// string a script can show.
struct RouteDocument: Encodable {
    /// The route as the hub describes it, with every language's summary.
    let info: RouteInfo
    /// The language the summary is shown in.
    let language: Language

    private enum CodingKeys: String, CodingKey {
        case pattern, owner, isNativeOnly, summary, typeName, parameters
    }

    /// Encodes the route's fields, `summary` as text in `language` (English when the route has none in it).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(info.pattern, forKey: .pattern)
        try container.encode(info.owner, forKey: .owner)
        try container.encode(info.isNativeOnly, forKey: .isNativeOnly)
        try container.encode(info.summary.text(in: language), forKey: .summary)
        try container.encodeIfPresent(info.typeName, forKey: .typeName)
        try container.encode(info.parameters, forKey: .parameters)
    }
}

extension RouteSummary {
    /// The summary in `language`, else in English, the fallback, else the route's own default.
    func text(in language: Language) -> String {
        text(in: language.withFallback.map(\.code))
    }
}
