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
struct SourceScanCache {
    /// One file's record.
    struct Entry {
        var size: Int64
        var modified: Int64
        var imports: [ImportDeclaration]
    }

    /// The file entries are kept in; `nil` keeps none.
    let file: String?

    /// The cache of the package at `rootPath`, in `buildFolder` (`nil`: no cache).
    init(buildFolder: String?, rootPath: String) {
        file = buildFolder.map { "\($0)/layering/scans/\(ManifestCache.hex(ManifestCache.fnv1a(Data(rootPath.utf8))))" }
    }

    /// The version line: a change to the scanner or to this format makes every entry a miss.
    private static let header = "layering-scan-2"

    /// The size and modification time (nanoseconds) of the file at `path`, if it exists.
    static func stamp(of path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return (Int64(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// Every recorded entry by path relative to the package root; empty when there is none or it is
    /// not in this format. Read byte by byte: a package of 100,000 files records as many entries.
    func load() -> [String: Entry] {
        guard let file, let data = FileManager.default.contents(atPath: file) else { return [:] }
        let bytes = [UInt8](data)
        let header = Array((Self.header + "\n").utf8)
        guard bytes.starts(with: header) else { return [:] }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(bytes.count / 120)
        var current: (path: String, entry: Entry)?
        var start = header.count
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: ASCII.newline) ?? bytes.count
            defer { start = end + 1 }
            guard end > start + 1 else { continue }
            var fields: [Range<Int>] = []
            var fieldStart = start + 2
            for index in (start + 2)..<end where bytes[index] == ASCII.tab {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            }
            fields.append(fieldStart..<end)
            func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            func number(_ range: Range<Int>) -> Int64? {
                guard !range.isEmpty else { return nil }
                var value: Int64 = 0
                for byte in bytes[range] {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value &* 10 &+ Int64(byte - UInt8(ascii: "0"))
                }
                return value
            }
            if bytes[start] == UInt8(ascii: "F"), fields.count == 3, let size = number(fields[0]),
                let modified = number(fields[1])
            {
                if let current { entries[current.path] = current.entry }
                current = (text(fields[2]), Entry(size: size, modified: modified, imports: []))
            } else if bytes[start] == UInt8(ascii: "I"), fields.count == 6, let flags = number(fields[0]),
                let line = number(fields[1]), !fields[2].isEmpty
            {
                let path = text(fields[2]).split(separator: ".").map(String.init)
                var declaration = ImportDeclaration(
                    module: path[0], path: path, kind: fields[3].isEmpty ? nil : text(fields[3]),
                    attributes: fields[5].isEmpty ? [] : text(fields[5]).split(separator: " ").map(String.init),
                    accessLevel: fields[4].isEmpty ? nil : text(fields[4]), line: Int(line),
                    isConditional: flags & 1 != 0)
                declaration.isGuardedByCanImport = flags & 2 != 0
                declaration.isDebugOnly = flags & 4 != 0
                current?.entry.imports.append(declaration)
            } else {
                return [:]  // not this format: everything is read again
            }
        }
        if let current { entries[current.path] = current.entry }
        return entries
    }

    /// Records `entries`; answers the note to print when the file cannot be written.
    func save(_ entries: [String: Entry]) -> String? {
        guard let file else { return nil }
        var text = Self.header + "\n"
        for path in entries.keys.sorted() {
            guard let entry = entries[path], !path.contains("\n"), !path.contains("\t") else { continue }
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
