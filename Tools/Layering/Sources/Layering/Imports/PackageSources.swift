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
        let scanner = ImportScanner()
        let cache = SourceScanCache(buildFolder: buildFolder, rootPath: graph.rootPath)
        let recorded = cache.load()
        var current: [String: SourceScanCache.Entry] = [:]
        var changed = false
        var files: [SourceFile] = []
        for target in graph.targets {
            for path in target.swiftSourcePaths.sorted() {
                let absolute = path.hasPrefix("/") ? path : "\(graph.rootPath)/\(path)"
                let stamp = cache.file == nil ? nil : SourceScanCache.stamp(of: absolute)
                if let stamp, let entry = recorded[path], entry.size == stamp.size, entry.modified == stamp.modified {
                    current[path] = entry
                    files.append(SourceFile(target: target.name, path: path, imports: entry.imports))
                    continue
                }
                guard let bytes = FileReader.bytes(atPath: absolute) else {
                    throw LayeringError(
                        "cannot read \(path), a source file of target \(target.name); check that it exists and is readable"
                    )
                }
                let imports = scanner.imports(inUTF8: bytes)
                if let stamp {
                    current[path] = SourceScanCache.Entry(size: stamp.size, modified: stamp.modified, imports: imports)
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
}
