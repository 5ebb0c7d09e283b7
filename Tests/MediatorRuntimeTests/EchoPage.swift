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
