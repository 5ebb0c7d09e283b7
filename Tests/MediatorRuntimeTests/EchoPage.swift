@_spi(Benchmarks) @testable import MediatorRuntime

/// A page holding what a test handler answered (the route's decoded value, a number), so
/// routing tests can read back what reached the handler: `.echo(value)` answers it and
/// `outcome.echoed` reads it.
struct EchoPage: Page {
    let value: any Sendable
}

extension RouteOutcome {
    /// A page holding `value`.
    static func echo(_ value: any Sendable) -> Self { .page(EchoPage(value: value)) }

    /// The value an `echo` page holds, if this is one.
    var echoed: (any Sendable)? { (page as? EchoPage)?.value }
}

extension Router {
    /// Registers one pattern-only route through the benchmarks' entry, throwing its error.
    func register(
        _ pattern: String, owner: String,
        handler: @escaping @Sendable (RouteParameters) async throws -> RouteOutcome<ActionOutcome?>
    ) throws(WiringError.Problem) {
        if let error = register(patterns: [pattern], owner: owner, handler: handler).first {
            throw error
        }
    }
}
