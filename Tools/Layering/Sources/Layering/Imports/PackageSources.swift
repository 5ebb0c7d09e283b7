import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Swift source files of a package's targets, with their imports.
public struct PackageSources: Sendable, Hashable {
    /// Every file, grouped by target in the order they were read.
    public let files: [SourceFile]
    private let fileIndicesByTarget: [String: [Int]]
    /// Sentences about the read for the report's notes: a cache that could not be written.
    public var notes: [String] = []

    /// Creates the collection from files already scanned.
    public init(files: [SourceFile]) {
        self.files = files
        var indices: [String: [Int]] = [:]
        for (index, file) in files.enumerated() { indices[file.target, default: []].append(index) }
        self.fileIndicesByTarget = indices
    }

    /// Scans in-memory sources: `contents` maps a target name to its files (path → Swift text).
    /// Handy for checking rules without a package on disk.
    public init(contents: [String: [String: String]]) {
        let scanner = ImportScanner()
        let files = contents.keys.sorted().flatMap { target in
            contents[target, default: [:]].sorted { $0.key < $1.key }.map { path, text in
                SourceFile(target: target, path: path, imports: scanner.imports(in: text))
            }
        }
        self.init(files: files)
    }

    /// The files of one target.
    public func files(of target: String) -> [SourceFile] {
        fileIndicesByTarget[target, default: []].map { files[$0] }
    }

    /// Reads and scans every Swift source file the graph lists for its targets, and no other file:
    /// nested packages and build folders are never read. With a `buildFolder`, the imports of a file
    /// whose size and modification time are those recorded there are taken from that record, and the
    /// record is brought up to date (``notes`` says when it cannot be written).
    public static func read(for graph: PackageGraph, buildFolder: String? = nil) throws(LayeringError) -> PackageSources
    {
        try read(for: graph, cache: SourceScanCache(buildFolder: buildFolder, rootPath: graph.rootPath))
    }

    /// ``read(for:buildFolder:)`` with `cache`, whose record is `recorded` when already loaded.
    static func read(
        for graph: PackageGraph, cache: SourceScanCache, recorded: SourceScanCache.Recorded? = nil
    ) throws(LayeringError) -> PackageSources {
        let scanner = ImportScanner()
        var recorded = recorded ?? cache.load()
        // Each target's folder and its Swift files (relative to it), in the order they are read.
        let folders = graph.targets.map { target in
            target.path.hasPrefix("/")
                ? target.path : target.path.isEmpty ? graph.rootPath : "\(graph.rootPath)/\(target.path)"
        }
        let names = graph.targets.map { $0.sources.filter { $0.hasSuffix(".swift") }.sorted() }
        let stamps = cache.file == nil ? nil : Self.stamps(of: names, in: folders)
        var current: [(path: String, entry: SourceScanCache.Entry)] = []
        var changed = false
        var files: [SourceFile] = []
        var position = 0
        for (targetIndex, target) in graph.targets.enumerated() {
            for name in names[targetIndex] {
                defer { position += 1 }
                let path = target.path.isEmpty ? name : "\(target.path)/\(name)"
                let stamp = stamps?[position]
                if let stamp, stamp.size >= 0, let entry = recorded.entry(for: path, at: position),
                    entry.size == stamp.size, entry.modified == stamp.modified
                {
                    if !recorded.holds(path, at: position) { changed = true }  // kept in reading order
                    current.append((path, entry))
                    files.append(SourceFile(target: target.name, path: path, imports: entry.imports))
                    continue
                }
                let absolute = path.hasPrefix("/") ? path : "\(graph.rootPath)/\(path)"
                guard let bytes = FileReader.bytes(atPath: absolute) else {
                    throw LayeringError(
                        "cannot read \(path), a source file of target \(target.name); check that it exists and is readable"
                    )
                }
                let imports = scanner.imports(inUTF8: bytes)
                if let stamp, stamp.size >= 0 {
                    current.append(
                        (path, SourceScanCache.Entry(size: stamp.size, modified: stamp.modified, imports: imports)))
                    changed = true
                }
                files.append(SourceFile(target: target.name, path: path, imports: imports))
            }
        }
        var sources = PackageSources(files: files)
        if changed || current.count != recorded.count, let note = cache.save(current) {
            sources.notes.append(note)
        }
        return sources
    }

    /// The size and modification time of every file `names[i]` in `folders[i]`, in order (size -1:
    /// none), each folder opened once and the files looked at in it, on as many threads as there are cores.
    private static func stamps(of names: [[String]], in folders: [String]) -> [(size: Int64, modified: Int64)] {
        var starts = [0]
        for list in names { starts.append(starts[starts.count - 1] + list.count) }
        let offsets = starts
        let total = offsets[offsets.count - 1]
        let stamps = UnsafeMutableBufferPointer<(size: Int64, modified: Int64)>.allocate(capacity: max(total, 1))
        defer { stamps.deallocate() }
        let chunks = min(folders.count, ProcessInfo.processInfo.activeProcessorCount * 8)
        nonisolated(unsafe) let buffer = stamps
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for index in stride(from: chunk, to: folders.count, by: chunks) {
                let folder = open(folders[index], O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                defer { if folder >= 0 { close(folder) } }
                for (offset, name) in names[index].enumerated() {
                    let stamp =
                        folder >= 0
                        ? SourceScanCache.stamp(of: name, in: folder)
                        : SourceScanCache.stamp(of: "\(folders[index])/\(name)")
                    buffer[offsets[index] + offset] = stamp ?? (-1, -1)
                }
            }
        }
        return Array(stamps.prefix(total))
    }
}
