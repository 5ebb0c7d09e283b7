/// Every wiring problem found at start-up; thrown before any page is shown.
public struct WiringReport: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, all of them.
    public let problems: [WiringProblem]
    /// The error a module's `setUp` threw, as it was, when the problem is
    /// ``WiringProblem/setUpFailed(module:reason:)``: a front end words it in the user's language
    /// (the problem's `reason` is its description). `nil` for every other problem.
    public let setUpError: (any Error)?

    /// One line per problem, after a count.
    public var description: String {
        let count = problems.count == 1 ? "1 wiring problem" : "\(problems.count) wiring problems"
        return ([count + ":"] + problems.map { "  - \($0)" }).joined(separator: "\n")
    }

    /// Creates the value; the runtime makes these, tests and other front ends may too.
    public init(problems: [WiringProblem], setUpError: (any Error)? = nil) {
        self.problems = problems
        self.setUpError = setUpError
    }

    /// Reports are equal when their problems are (a set-up failure's reason describes its error).
    public static func == (lhs: WiringReport, rhs: WiringReport) -> Bool {
        lhs.problems == rhs.problems
    }
}
