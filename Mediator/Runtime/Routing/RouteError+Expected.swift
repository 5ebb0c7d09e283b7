extension RouteError {
    /// What a parameter's value must be, as data a front end words in the user's language.
    ///
    /// Read by front ends that word a parameter error in the user's language.
    public enum Expected: Sendable, Equatable, CustomStringConvertible {
        /// Any text (`String`).
        case text
        /// `true` or `false` (`Bool`).
        case trueOrFalse
        /// A whole number (a signed integer type).
        case wholeNumber
        /// A whole number, zero or more (an unsigned integer type).
        case naturalNumber
        /// A number (`Double`, `Float`).
        case number
        /// A whole number from `lower` to `upper` (a type's range, or the owner's).
        case wholeNumbers(lower: Int128, upper: Int128)
        /// A value of another type, by its name, as a raw-value enum's (`Sort`).
        case value(of: String)

        /// The expected value in English words, as in `a whole number from 1 to 12`.
        public var description: String {
            switch self {
            case .text: "text"
            case .trueOrFalse: "true or false"
            case .wholeNumber: "a whole number"
            case .naturalNumber: "a whole number ≥ 0"
            case .number: "a number"
            case .wholeNumbers(let lower, let upper): "a whole number from \(lower) to \(upper)"
            case .value(let type): "a \(type) value"
            }
        }

        /// The whole numbers of `range`.
        public static func wholeNumbers(_ range: ClosedRange<Int>) -> Expected {
            .wholeNumbers(lower: Int128(range.lowerBound), upper: Int128(range.upperBound))
        }
    }
}
