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
            throw .encodingFailed(document: name, reason: .breaksRule(rule))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(document)
            data.append(0x0A)
            return data
        } catch {
            throw .encodingFailed(document: name, reason: .notEncodable(detail: String(describing: error)))
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
                return .failure(DecodingFailure(breaking: rule))
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
            return .failure(failure(for: error))
        } catch {
            return .failure(
                DecodingFailure(
                    reason: String(describing: error), key: "other", values: ["detail": String(describing: error)]))
        }
    }

    /// Why some bytes are not a valid document.
    public struct DecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// A short phrase in English such as `not valid JSON` or `missing key "lines" at top level`.
        public let reason: String
        /// The kind of failure, for a front end's strings (prefixed `state.decoding.`): `notJSON`,
        /// `invalidValue`, `missingKey`, `typeMismatch`, `nullValue`, `breaksRule` or `other`.
        public let kind: String
        /// What a sentence for it may name: `at` (the place in the document, as in
        /// `lines[0].quantity`; empty for the top level), `key`, `expected` (the JSON kind
        /// expected there, as in `number`, worded under `state.json.`), `rule` (the English of
        /// ``rule``) and `detail` (the decoder's own words, for a failure of no known kind).
        public let values: [String: String]
        /// The rule a ``CheckedStateDocument`` breaks, for `breaksRule`; `nil` otherwise.
        public let rule: BrokenRule?

        /// A failure for `reason`, of `key` kind with `values`.
        init(reason: String, key: String, values: [String: String], rule: BrokenRule? = nil) {
            self.reason = reason
            self.kind = key
            self.values = values
            self.rule = rule
        }

        /// A document or data file that decodes but breaks `rule`.
        public init(breaking rule: BrokenRule) {
            self.init(
                reason: "breaks a rule: \(rule)", key: "breaksRule", values: ["rule": rule.description], rule: rule)
        }

        /// The stable key of the kind, as in `state.decoding.notJSON`.
        public var key: String { "state.decoding." + kind }

        /// The reason itself.
        public var description: String { reason }
    }

    private static func failure(for error: DecodingError) -> DecodingFailure {
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = context.underlyingError.map { String(describing: $0) } ?? ""
                let reason = detail.isEmpty || detail.count > 160 ? "not valid JSON" : "not valid JSON: \(detail)"
                return DecodingFailure(reason: reason, key: "notJSON", values: [:])
            }
            let at = path(context.codingPath)
            return DecodingFailure(reason: "invalid value at \(at)", key: "invalidValue", values: ["at": at])
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath)
            return DecodingFailure(
                reason: "missing key '\(key.stringValue)' at \(at.isEmpty ? "top level" : at)", key: "missingKey",
                values: ["key": key.stringValue, "at": at])
        case .typeMismatch(let type, let context):
            let at = path(context.codingPath)
            let kind = JSONKind(of: type)
            return DecodingFailure(
                reason: "expected \(kind.english) at \(at.isEmpty ? "top level" : at)", key: "typeMismatch",
                values: ["expected": kind.rawValue, "at": at])
        case .valueNotFound(let type, let context):
            let at = path(context.codingPath)
            let kind = JSONKind(of: type)
            return DecodingFailure(
                reason: "null where \(kind.english) was expected at \(at.isEmpty ? "top level" : at)", key: "nullValue",
                values: ["expected": kind.rawValue, "at": at])
        @unknown default:
            return DecodingFailure(
                reason: String(describing: error), key: "other", values: ["detail": String(describing: error)])
        }
    }

    /// The place in a document, as in `lines[0].quantity`; empty for the top level.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return path
    }
}
