import Foundation

/// A JSON data file shipped in a bundle's resources (a module's catalogue, users, inbox), found,
/// read and decoded in one step.
///
/// Every failure is a ``BundleDataFileError`` naming the file's path: the path where it should be
/// when it is missing, the system's reason when it cannot be read (`Is a directory`), and the
/// ``StateDocumentCoding/DecodingFailure`` (as in `missing key "zh-Hans" at items[0].name`,
/// worded in the user's language by ``StateText``) when it is not the JSON expected. Checking
/// what the decoded value says is the caller's business; a caller reports a broken rule as
/// ``BundleDataFileError/invalid(path:rule:)``.
public enum BundleDataFile {
    /// Finds `fileName` (as in `catalogue.json`) at the top of `bundle`'s resources and decodes it
    /// as a `Value`.
    public static func load<Value: Decodable>(
        _ type: Value.Type, named fileName: String, in bundle: Bundle
    ) throws(BundleDataFileError) -> Value {
        try load(type, from: url(named: fileName, in: bundle))
    }

    /// Where `fileName` is in `bundle`'s resources; throws ``BundleDataFileError/missing(path:)``
    /// naming the path where it should be when it is not there.
    public static func url(named fileName: String, in bundle: Bundle) throws(BundleDataFileError) -> URL {
        try url(named: fileName, inDirectory: bundle.resourceURL ?? bundle.bundleURL)
    }

    /// Where `fileName` is in the resource directory `directory` (see ``ResourceDirectory``);
    /// throws ``BundleDataFileError/missing(path:)`` naming the path where it should be when it is not there.
    public static func url(named fileName: String, inDirectory directory: URL) throws(BundleDataFileError) -> URL {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missing(path: url.path) }
        return url
    }

    /// Reads the file at `url` and decodes it as a `Value`.
    public static func load<Value: Decodable>(_ type: Value.Type, from url: URL) throws(BundleDataFileError) -> Value {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: SystemErrorText.of(error))
        }
        switch StateDocumentCoding.decodeJSON(type, from: data) {
        case .success(let value): return value
        case .failure(let failure): throw .undecodable(path: url.path, reason: failure)
        }
    }
}
