/// A route found for a request, before its handler runs.
struct RouteMatch: Sendable {
    let entry: RouteTable.Entry
    let owner: String
    /// Path parameters (in pattern order) followed by query items.
    let parameters: RouteParameters
    /// The typed value the remote checks decoded, so it is decoded once.
    var decoded: (any Route)?
}
