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

    /// Every recorded entry by path relative to the package root; empty when there is none.
    func load() -> [String: Entry] {
        guard let file, let data = FileManager.default.contents(atPath: file) else { return [:] }
        let lines = data.split(separator: ASCII.newline, omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(Self.header.utf8) else { return [:] }
        var entries: [String: Entry] = [:]
        var current: (path: String, entry: Entry)?
        for line in lines.dropFirst() where !line.isEmpty {
            let fields = line.split(separator: ASCII.tab, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            if fields[0] == "F", fields.count == 4, let size = Int64(fields[1]), let modified = Int64(fields[2]) {
                if let current { entries[current.path] = current.entry }
                current = (fields[3], Entry(size: size, modified: modified, imports: []))
            } else if fields[0] == "I", fields.count == 7, let flags = Int(fields[1]), let number = Int(fields[2]) {
                let path = fields[3].split(separator: ".").map(String.init)
                guard !path.isEmpty else { return [:] }
                var declaration = ImportDeclaration(
                    module: path[0], path: path, kind: fields[4].isEmpty ? nil : fields[4],
                    attributes: fields[6].isEmpty ? [] : fields[6].split(separator: " ").map(String.init),
                    accessLevel: fields[5].isEmpty ? nil : fields[5], line: number, isConditional: flags & 1 != 0)
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
