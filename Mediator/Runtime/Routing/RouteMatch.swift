/// A route found for a request, before its handler runs.
struct RouteMatch: Sendable {
    let entry: RouteTable.Entry
    let owner: String
    let parameters: RouteParameters
    /// The typed value the remote checks decoded, so it is decoded once.
    var decoded: (any Route)?
}
