/// A state document with rules beyond its JSON shape: ranges, uniqueness, totals that add up.
///
/// ``StateDocumentCoding/decode(_:from:)`` checks ``brokenRule`` right after decoding, so every
/// ``StateStore`` treats a document that parses but breaks a rule exactly like one that does not
/// parse: ``FileStateStore`` sets the file aside with a warning naming it and the rule.
public protocol CheckedStateDocument: Codable {
    /// The first rule the document breaks, as a short phrase naming the value and the rule
    /// (`lines[0].quantity is 1000, expected 1 to 99`), or `nil` when it keeps every rule.
    var brokenRule: String? { get }
}
