/// Every wiring problem found at start-up; thrown before any page is shown.
public struct WiringReport: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, all of them.
    public let problems: [WiringProblem]

    /// One line per problem, after a count.
    public var description: String {
        let count = problems.count == 1 ? "1 wiring problem" : "\(problems.count) wiring problems"
        return ([count + ":"] + problems.map { "  - \($0)" }).joined(separator: "\n")
    }

    /// Creates the value; the runtime makes these, tests and other front ends may too.
    public init(problems: [WiringProblem]) {
        self.problems = problems
    }
}
