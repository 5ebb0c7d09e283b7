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

    private static func problem(with name: String) -> StateProblem? {
        // Every store operation validates its name; an ASCII name (any valid one) is checked on
        // its bytes, without String.contains(_:), whose first use instantiates generic
        // string-processing types (~400,000 instructions at the app's start).
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiProblem(with: Array(name.utf8)) }
        if name.isEmpty { return .emptyName }
        if name.unicodeScalars.count > 100 { return .nameTooLong(limit: 100) }
        if name.contains("/") { return .nameContains("/") }
        if name.contains("..") { return .nameContains("..") }
        if name.hasPrefix(".") { return .nameStartsWithDot }
        if name.contains(".corrupt-") { return .nameMarksCopy }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "."
        }
        if !allowed { return .nameCharacter }
        return nil
    }

    /// ``problem(with:)`` for an ASCII name, in the same order of reasons. (In ASCII text a
    /// Character is one byte, except `\r\n`, which none of the searched pieces contains.)
    private static func asciiProblem(with bytes: [UInt8]) -> StateProblem? {
        let dot = UInt8(ascii: ".")
        if bytes.isEmpty { return .emptyName }
        if bytes.count > 100 { return .nameTooLong(limit: 100) }
        if bytes.contains(UInt8(ascii: "/")) { return .nameContains("/") }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == dot && $1 == dot }) { return .nameContains("..") }
        if bytes[0] == dot { return .nameStartsWithDot }
        let marker = Array(".corrupt-".utf8)
        if bytes.count >= marker.count,
            (0...(bytes.count - marker.count)).contains(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
            )
        {
            return .nameMarksCopy
        }
        let allowed = bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == dot
        }
        if !allowed { return .nameCharacter }
        return nil
    }
}
