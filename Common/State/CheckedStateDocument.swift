/// A state document with rules beyond its JSON shape: ranges, uniqueness, totals that add up.
///
/// ``StateDocumentCoding/decode(_:from:)`` checks ``brokenRule`` right after decoding, so every
/// ``StateStore`` treats a document that parses but breaks a rule exactly like one that does not
/// parse: ``FileStateStore`` sets the file aside with a warning naming it and the rule.
public protocol CheckedStateDocument: Codable {
    /// The first rule the document breaks, as a value naming the field, the value found and
    /// what is expected (`lines[0].quantity is 1000, expected 1 to 99` in English), or `nil`
    /// when it keeps every rule.
    var brokenRule: BrokenRule? { get }
}
