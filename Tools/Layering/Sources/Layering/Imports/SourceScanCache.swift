import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The imports found in each source file of a package by an earlier run, kept in the build folder
/// (`<build folder>/layering/scans`) with each file's size and modification time, so a file that
/// did not change is not read again. A file whose size or time differs is read and scanned; an
/// entry that cannot be read is a miss and one that cannot be written a note, never an error.
///
/// Entries are kept in the order the files were read (the graph's targets, then each target's
/// files), so the next run, reading the same files in the same order, meets each one's entry next
/// in line and looks nothing up.
struct SourceScanCache: Sendable {
    /// One file's record.
    struct Entry: Sendable {
        var size: Int64
        var modified: Int64
        var imports: [ImportDeclaration]
    }

    /// The entries of one earlier run, in the order they were recorded.
    struct Recorded: Sendable {
        /// The record's bytes, which hold the paths.
        fileprivate var bytes: [UInt8] = []
        /// Each entry's path relative to the package root, as a range of ``bytes``.
        fileprivate var paths: [Range<Int>] = []
        fileprivate var entries: [Entry] = []
        private var indexByPath: [String: Int]?

        var count: Int { entries.count }

        /// Whether the entry at `position` is that of `path`.
        func holds(_ path: String, at position: Int) -> Bool {
            guard position < paths.count else { return false }
            let range = paths[position]
            var path = path
            return path.withUTF8 { utf8 in
                utf8.count == range.count
                    && bytes.withUnsafeBufferPointer { all in
                        memcmp(utf8.baseAddress!, all.baseAddress! + range.lowerBound, range.count) == 0
                    }
            }
        }

        /// The entry for `path`, looked for at `position` (the place the same file had last time, if
        /// nothing came or went) first.
        mutating func entry(for path: String, at position: Int) -> Entry? {
            if holds(path, at: position) { return entries[position] }
            if indexByPath == nil {
                var index: [String: Int] = [:]
                index.reserveCapacity(paths.count)
                for (position, range) in paths.enumerated() {
                    index[String(decoding: bytes[range], as: UTF8.self)] = position
                }
                indexByPath = index
            }
            return indexByPath?[path].map { entries[$0] }
        }
    }

    /// The file entries are kept in; `nil` keeps none.
    let file: String?

    /// The cache of the package at `rootPath`, in `buildFolder` (`nil`: no cache).
    init(buildFolder: String?, rootPath: String) {
        file = buildFolder.map { "\($0)/layering/scans/\(ManifestCache.hex(ManifestCache.fnv1a(Data(rootPath.utf8))))" }
    }

    /// The version line: a change to the scanner or to this format makes every entry a miss.
    private static let header = "layering-scan-3"

    /// The size and modification time (nanoseconds) of the file at `path`, if it exists; relative to
    /// the open folder `folder` when it is not negative.
    static func stamp(of path: String, in folder: Int32 = -1) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard (folder < 0 ? stat(path, &info) : fstatat(folder, path, &info, 0)) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return (Int64(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// Every recorded entry; none when there is no record or it is not in this format. Read byte by
    /// byte: a package of 100,000 files records as many entries. Declarations spelled alike share
    /// their strings.
    func load() -> Recorded {
        guard let file, let data = FileManager.default.contents(atPath: file) else { return Recorded() }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Recorded in
            let header = Array((Self.header + "\n").utf8)
            guard bytes.starts(with: header) else { return Recorded() }
            var recorded = Recorded()
            recorded.paths.reserveCapacity(bytes.count / 100)
            recorded.entries.reserveCapacity(bytes.count / 100)
            var spelled: [String: ImportDeclaration] = [:]
            var start = header.count
            var fields: [Range<Int>] = []
            func text(_ range: Range<Int>) -> String {
                String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            func number(_ range: Range<Int>) -> Int64? {
                guard !range.isEmpty else { return nil }
                var value: Int64 = 0
                for index in range {
                    let byte = bytes[index]
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value &* 10 &+ Int64(byte - UInt8(ascii: "0"))
                }
                return value
            }
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != ASCII.newline { end += 1 }
                defer { start = end + 1 }
                guard end > start + 1 else { continue }
                fields.removeAll(keepingCapacity: true)
                var fieldStart = start + 2
                for index in (start + 2)..<end where bytes[index] == ASCII.tab {
                    fields.append(fieldStart..<index)
                    fieldStart = index + 1
                }
                fields.append(fieldStart..<end)
                if bytes[start] == UInt8(ascii: "F"), fields.count == 3, let size = number(fields[0]),
                    let modified = number(fields[1])
                {
                    recorded.paths.append(fields[2])
                    recorded.entries.append(Entry(size: size, modified: modified, imports: []))
                } else if bytes[start] == UInt8(ascii: "I"), fields.count == 6, !recorded.entries.isEmpty,
                    let flags = number(fields[0]), let line = number(fields[1]), !fields[2].isEmpty
                {
                    // The module, kind, access level and attributes: the same in most files.
                    let spelling = text(fields[2].lowerBound..<fields[5].upperBound)
                    var declaration: ImportDeclaration
                    if let known = spelled[spelling] {
                        declaration = known
                    } else {
                        let path = text(fields[2]).split(separator: ".").map(String.init)
                        declaration = ImportDeclaration(
                            module: path[0], path: path, kind: fields[3].isEmpty ? nil : text(fields[3]),
                            attributes: fields[5].isEmpty ? [] : text(fields[5]).split(separator: " ").map(String.init),
                            accessLevel: fields[4].isEmpty ? nil : text(fields[4]), line: 0)
                        spelled[spelling] = declaration
                    }
                    declaration.line = Int(line)
                    declaration.isConditional = flags & 1 != 0
                    declaration.isGuardedByCanImport = flags & 2 != 0
                    declaration.isDebugOnly = flags & 4 != 0
                    recorded.entries[recorded.entries.count - 1].imports.append(declaration)
                } else {
                    return Recorded()  // not this format: everything is read again
                }
            }
            recorded.bytes = Array(bytes)
            return recorded
        }
    }

    /// Starts ``load()`` on another thread, so the record is read while the manifest loads; the
    /// function returned waits for it.
    func loadInBackground() -> @Sendable () -> Recorded {
        final class Result: @unchecked Sendable {
            var recorded = Recorded()
        }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [self] in
            result.recorded = load()
            done.signal()
        }
        return {
            done.wait()
            done.signal()
            return result.recorded
        }
    }

    /// Records `entries` (path relative to the package root, and its entry) in the order given;
    /// answers the note to print when the file cannot be written.
    func save(_ entries: [(path: String, entry: Entry)]) -> String? {
        guard let file else { return nil }
        var text = Self.header + "\n"
        for (path, entry) in entries where !path.contains("\n") && !path.contains("\t") {
            text += "F\t\(entry.size)\t\(entry.modified)\t\(path)\n"
            for declaration in entry.imports {
                let flags =
                    (declaration.isConditional ? 1 : 0) | (declaration.isGuardedByCanImport ? 2 : 0)
                    | (declaration.isDebugOnly ? 4 : 0)
                text +=
                    "I\t\(flags)\t\(declaration.line)\t\(declaration.path.joined(separator: "."))\t\(declaration.kind ?? "")"
                    + "\t\(declaration.accessLevel ?? "")\t\(declaration.attributes.joined(separator: " "))\n"
            }
        }
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            return nil
        } catch {
            return ManifestCache.unwritableNote(folder)
        }
    }
}
