/// A ``FileStateStore`` has waited a second for a document another process holds locked.
///
/// Heard once per wait, on the waiting thread; the wait goes on until the lock is free or the
/// store's lock timeout passes. ``description`` is one line for a person.
public struct StateLockWait: Sendable, Hashable, CustomStringConvertible {
    /// The document waited for, as in `cart`.
    public let documentName: String
    /// Its file.
    public let file: String
    /// How long the wait lasts at most, in seconds.
    public let timeout: Double

    /// A wait for `documentName` (kept in `file`) of at most `timeout` seconds.
    public init(documentName: String, file: String, timeout: Double) {
        self.documentName = documentName
        self.file = file
        self.timeout = timeout
    }

    /// One line for a person.
    public var description: String {
        "waiting for another process that holds state document '\(documentName)' (\(file)); "
            + "giving up after \(limit)"
    }

    /// The timeout as a person reads it, as in `10 s` or `2.5 s`.
    public var limit: String {
        "\(Self.seconds(timeout)) s"
    }

    /// `10` for whole seconds, else `2.5`.
    public static func seconds(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
