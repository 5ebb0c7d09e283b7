/// Why the scaffold did nothing (exit 2) or could not finish (exit 1, with every change undone).
struct ScaffoldError: Error, CustomStringConvertible {
    /// The exit status: 2 for bad input (a name, an argument, a folder that is not Bazaar), 1
    /// when writing failed.
    let status: Int32
    /// One line naming the input and what would be right.
    let description: String

    /// Bad input: exit 2.
    static func usage(_ message: String) -> ScaffoldError {
        ScaffoldError(status: 2, description: message)
    }

    /// A failed write: exit 1.
    static func failed(_ message: String) -> ScaffoldError {
        ScaffoldError(status: 1, description: message)
    }
}
