import Foundation

/// The output of `swift package dump-package` for packages whose manifests did not change, kept in
/// the build folder (`<build folder>/layering/manifests`), so a dependency's manifest is evaluated
/// once, not on every run.
///
/// An entry is keyed by the package's folder, the bytes of every `Package*.swift` in it and the `swift`
/// executable (its resolved path, size and modification time): a changed manifest or toolchain is a
/// miss. An entry that cannot be read or written is a miss, never an error: the manifest is evaluated.
struct ManifestCache: Sendable {
    /// The folder entries are kept in; `nil` keeps none.
    let folder: String?
    private let toolchain: String

    /// A cache in `buildFolder`/layering/manifests for manifests evaluated by `swiftExecutable`; none
    /// when `buildFolder` is `nil`.
    init(buildFolder: String?, swiftExecutable: String) {
        folder = buildFolder.map { "\($0)/layering/manifests" }
        let resolved = URL(fileURLWithPath: swiftExecutable).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        toolchain = "\(resolved) \(size) \(modified)"
    }

    /// The dump recorded for the package in `packagePath`, if its manifests and the toolchain are unchanged.
    func dump(of packagePath: String) -> Data? {
        guard let (file, check) = entry(for: packagePath),
            let data = FileManager.default.contents(atPath: file),
            let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            String(decoding: data[..<newline], as: UTF8.self) == check
        else { return nil }
        return data[(newline + 1)...]
    }

    /// Records `dump` for the package in `packagePath`; does nothing when the folder cannot be written.
    func record(_ dump: Data, of packagePath: String) {
        guard let folder, let (file, check) = entry(for: packagePath) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? (Data((check + "\n").utf8) + dump).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// The entry's file and the check its first line holds (a second hash of the same key).
    private func entry(for packagePath: String) -> (file: String, check: String)? {
        guard let folder else { return nil }
        var key = Data("layering-manifest-1\n\(toolchain)\n\(packagePath)\n".utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packagePath)) ?? []
        let manifests = names.filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.sorted()
        guard !manifests.isEmpty else { return nil }
        for name in manifests {
            guard let contents = FileManager.default.contents(atPath: "\(packagePath)/\(name)") else { return nil }
            key += Data("\(name) \(contents.count)\n".utf8) + contents
        }
        return (
            "\(folder)/\(Self.hex(Self.fnv1a(key, basis: 0xcbf2_9ce4_8422_2325))).json",
            Self.hex(Self.fnv1a(key, basis: 0x8422_2325_cbf2_9ce4))
        )
    }

    private static func fnv1a(_ data: Data, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
