/// The rule for state document names, shared by every ``StateStore`` so they accept the same names.
///
/// A name is 1 to 100 characters of ASCII letters, digits, `-`, `_` and `.`; it does not start
/// with `.`, does not contain `..`, and does not contain `.corrupt-` (kept for set-aside copies).
/// So a name is always one plain file name in the state directory, never a path.
public enum StateDocumentName {
    /// Returns `name` if it is a valid document name; throws ``StateStoreError/invalidDocumentName(_:reason:)`` otherwise.
    @discardableResult
    public static func validate(_ name: String) throws(StateStoreError) -> String {
        if let reason = problem(with: name) {
            throw .invalidDocumentName(name, reason: reason)
        }
        return name
    }

    /// Whether `name` is a valid document name.
    public static func isValid(_ name: String) -> Bool {
        problem(with: name) == nil
    }

    private static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.unicodeScalars.count > 100 { return "it is longer than 100 characters" }
        if name.contains("/") { return "it contains '/'" }
        if name.contains("..") { return "it contains '..'" }
        if name.hasPrefix(".") { return "it starts with '.'" }
        if name.contains(".corrupt-") { return "it contains '.corrupt-', which marks set-aside copies" }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "."
        }
        if !allowed { return "it contains a character other than letters, digits, '-', '_' and '.'" }
        return nil
    }
}
