/// How big one target's resource bundle is: its files and their bytes, and the same from a baseline.
public struct BundleSize: Sendable, Hashable, Codable {
    /// The target.
    public var target: String
    /// How many files the bundle holds (a copied folder counts each file in it).
    public var files: Int
    /// Their bytes.
    public var bytes: Int
    /// The files a baseline recorded for the bundle, when a baseline was given and it knew the target.
    public var baselineFiles: Int?
    /// The bytes a baseline recorded.
    public var baselineBytes: Int?

    /// Creates a size.
    public init(target: String, files: Int, bytes: Int, baselineFiles: Int? = nil, baselineBytes: Int? = nil) {
        self.target = target
        self.files = files
        self.bytes = bytes
        self.baselineFiles = baselineFiles
        self.baselineBytes = baselineBytes
    }

    /// The change in bytes against the baseline (`+1,024 B (+12.5%)`), or `nil` without one.
    public var change: String? {
        guard let baselineBytes else { return nil }
        let delta = bytes - baselineBytes
        let sign = delta > 0 ? "+" : delta < 0 ? "-" : "±"
        let percent =
            baselineBytes == 0
            ? (delta == 0 ? "0%" : "new")
            : "\(sign)\(Self.oneDecimal(Double(abs(delta)) * 100 / Double(baselineBytes)))%"
        let fileDelta = files - (baselineFiles ?? files)
        let fileText =
            fileDelta == 0 ? "" : ", \(fileDelta > 0 ? "+" : "")\(fileDelta) file\(abs(fileDelta) == 1 ? "" : "s")"
        return "\(sign)\(abs(delta)) B (\(percent)\(fileText))"
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
