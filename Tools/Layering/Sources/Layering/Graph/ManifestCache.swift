import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `swift package` printed for packages whose manifests did not change, kept in the build folder
/// (`<build folder>/layering/<kind>`), so a manifest is evaluated once, not on every run: the
/// `dump-package` output of dependencies (`manifests`) and the root's `describe` output (`packages`).
///
/// An entry is keyed by the package's folder, the bytes of every `Package*.swift` in it, the `swift`
/// executable (its resolved path, size and modification time), the environment a manifest may read,
/// and what the caller adds (the root's traits options and file tree): a change to any of them is a
/// miss. An entry that cannot be read or written is a miss, never an error: the manifest is evaluated.
struct ManifestCache: Sendable {
    /// The folder entries are kept in; `nil` keeps none.
    let folder: String?
    private let toolchain: String

    /// A cache in `buildFolder`/layering/`kind` for manifests evaluated by `swiftExecutable`; none
    /// when `buildFolder` is `nil`.
    init(buildFolder: String?, swiftExecutable: String, kind: String = "manifests") {
        folder = buildFolder.map { "\($0)/layering/\(kind)" }
        let resolved = URL(fileURLWithPath: swiftExecutable).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        // Manifests may read the environment; the shell's own bookkeeping and layering's own setting are left out.
        let environment = ProcessInfo.processInfo.environment
            .filter { !["PWD", "OLDPWD", "SHLVL", "_", "LAYERING_JOBS"].contains($0.key) }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{0}")
        toolchain = "\(resolved) \(size) \(modified)\n\(environment)"
    }

    /// The output recorded for the package in `packagePath`, if its manifests, the toolchain and
    /// `extra` are unchanged.
    func dump(of packagePath: String, extra: String = "") -> Data? {
        guard let (file, check) = entry(for: packagePath, extra: extra),
            let data = FileManager.default.contents(atPath: file),
            let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            String(decoding: data[..<newline], as: UTF8.self) == check
        else { return nil }
        return data[(newline + 1)...]
    }

    /// Records `dump` for the package in `packagePath`; when the folder cannot be written, answers
    /// the note that says so (the load goes on: the manifest is evaluated again next time).
    @discardableResult
    func record(_ dump: Data, of packagePath: String, extra: String = "") -> String? {
        guard let folder, let (file, check) = entry(for: packagePath, extra: extra) else { return nil }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try (Data((check + "\n").utf8) + dump).write(to: URL(fileURLWithPath: file), options: .atomic)
            return nil
        } catch {
            return Self.unwritableNote(folder)
        }
    }

    /// The note for a cache folder (`<build folder>/layering/<kind>`) that cannot be written: one
    /// note for the whole `layering` folder, whichever of its caches failed.
    static func unwritableNote(_ folder: String) -> String {
        "the cache in \((folder as NSString).deletingLastPathComponent) cannot be written, so unchanged manifests and sources are read again on every run;"
            + " make the folder writable, or pass --no-cache to say so"
    }

    /// The entry's file and the check its first line holds (a second hash of the same key).
    private func entry(for packagePath: String, extra: String) -> (file: String, check: String)? {
        guard let folder else { return nil }
        var key = Data("layering-manifest-2\n\(toolchain)\n\(packagePath)\n\(extra)\n".utf8)
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

    /// Every file and folder under `root` (relative, each folder's names sorted, a folder's contents
    /// right after it), hidden ones and those under hidden folders (`.build`, `.git`) left out: what
    /// SwiftPM finds sources and resources among. Read with `readdir`, which tells folders from files
    /// without a `stat` per file.
    static func fileTree(of root: String) -> String {
        var text: [UInt8] = []
        func walk(_ relative: String) {
            guard let directory = opendir(relative.isEmpty ? root : "\(root)/\(relative)") else { return }
            var entries: [(name: String, isFolder: Bool)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var isDirectory: ObjCBool = false
                    let path = relative.isEmpty ? name : "\(relative)/\(name)"
                    isFolder =
                        FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory)
                        && isDirectory.boolValue
                }
                entries.append((name, isFolder))
            }
            closedir(directory)
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let path = relative.isEmpty ? entry.name : "\(relative)/\(entry.name)"
                text += path.utf8
                text.append(ASCII.newline)
                if entry.isFolder { walk(path) }
            }
        }
        walk("")
        return String(decoding: text, as: UTF8.self)
    }

    static func fnv1a(_ data: Data, basis: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        data.withUnsafeBytes { bytes in
            var hash = basis
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
