import Foundation

/// How state documents become bytes: pretty-printed JSON with sorted keys and a final newline.
///
/// Every ``StateStore`` (including in-memory ones outside Common) should encode and decode through
/// this type, so a value that survives one store survives all of them. Dates use `Codable`'s
/// default representation, which round-trips exactly.
public enum StateDocumentCoding {
    /// The JSON bytes for `document`; throws ``StateStoreError/encodingFailed(document:reason:)`` naming `name`,
    /// also for a ``CheckedStateDocument`` that breaks a rule (so no store writes what it would set aside).
    public static func encode<Document: Encodable>(_ document: Document, name: String) throws(StateStoreError) -> Data {
        if let checked = document as? any CheckedStateDocument, let rule = checked.brokenRule {
            throw .encodingFailed(document: name, reason: "it breaks a rule: \(rule)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(document)
            data.append(0x0A)
            return data
        } catch {
            throw .encodingFailed(document: name, reason: String(describing: error))
        }
    }

    /// Decodes `data` as a `Document`, or says in a few words why it is not one; a
    /// ``CheckedStateDocument`` that decodes but breaks one of its rules is not one either.
    public static func decode<Document: Decodable>(
        _ type: Document.Type,
        from data: Data
    ) -> Result<Document, DecodingFailure> {
        decodeJSON(type, from: data).flatMap { document in
            if let checked = document as? any CheckedStateDocument, let rule = checked.brokenRule {
                return .failure(DecodingFailure(reason: "breaks a rule: \(rule)"))
            }
            return .success(document)
        }
    }

    /// Decodes `data` as a `Document` without asking whether it is a ``CheckedStateDocument``,
    /// for ``BundleDataFile``, whose callers check what the value says. (That question scans
    /// every protocol conformance in the process for each new type: for the catalogue and the
    /// demo users, 0.47 M of the 29.3 M instructions of `bazaar open bazaar://home`.)
    static func decodeJSON<Document: Decodable>(
        _ type: Document.Type,
        from data: Data
    ) -> Result<Document, DecodingFailure> {
        do {
            return .success(try JSONDecoder().decode(type, from: data))
        } catch let error as DecodingError {
            return .failure(DecodingFailure(reason: reason(for: error)))
        } catch {
            return .failure(DecodingFailure(reason: String(describing: error)))
        }
    }

    /// Why some bytes are not a valid document.
    public struct DecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// A short phrase such as `not valid JSON` or `missing key "lines" at top level`.
        public let reason: String

        /// The reason itself.
        public var description: String { reason }
    }

    private static func reason(for error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = context.underlyingError.map { String(describing: $0) } ?? ""
                return detail.isEmpty || detail.count > 160 ? "not valid JSON" : "not valid JSON: \(detail)"
            }
            return "invalid value at \(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "null where \(type) was expected at \(path(context.codingPath))"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "top level" }
        return codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }.joined(separator: ".")
    }
}
