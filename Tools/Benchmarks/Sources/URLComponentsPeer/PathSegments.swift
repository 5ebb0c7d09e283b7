import Foundation

/// What a user of routing-kit, which routes pre-split path segments, does with a full URL such
/// as `bazaar://m42/sec3/item33/12345?tab=reviews&ref=home`: Foundation's `URLComponents` parses
/// it, and its host and the components of its path become the segments (`["m42", "sec3",
/// "item33", "12345"]`). The query is parsed by `URLComponents` but its items are not read, so
/// this is the least such a user pays.
///
/// - Returns: the segments, or `nil` when `url` is not a URL, its scheme is not `scheme`, or it
///   has no host.
public func pathSegments(ofURL url: String, scheme: String) -> [String]? {
    guard let components = URLComponents(string: url), components.scheme == scheme,
        let host = components.host
    else { return nil }
    var segments = [host]
    for segment in components.path.split(separator: "/") { segments.append(String(segment)) }
    return segments
}
