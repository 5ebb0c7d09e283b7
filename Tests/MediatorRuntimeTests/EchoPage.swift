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
    /// Publishes a table of pattern-only routes answered by `handler`, each owner's patterns added in order as
    /// a hub's build adds them; answers every problem.
    @discardableResult
    func freeze(
        _ patterns: [(owner: String, patterns: [String])],
        handler: @escaping Handler = { _ in .echo(0) }
    ) -> [WiringError.Problem] {
        var table = RouteTable()
        let problems = table.add(
            patterns.map { owner, patterns in
                (owner, [ModuleRegistrar.Registration.patterns(patterns, handler)])
            })
        freeze(table)
        return problems
    }
}
