/// The Swift source files of a package's targets, with their imports.
public struct PackageSources: Sendable, Hashable {
    /// Every file, grouped by target in the order they were read.
    public let files: [SourceFile]
    private let fileIndicesByTarget: [String: [Int]]

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
    /// nested packages and build folders are never read.
    public static func read(for graph: PackageGraph) throws(LayeringError) -> PackageSources {
        let scanner = ImportScanner()
        var files: [SourceFile] = []
        for target in graph.targets {
            for path in target.swiftSourcePaths.sorted() {
                let absolute = path.hasPrefix("/") ? path : "\(graph.rootPath)/\(path)"
                guard let bytes = FileReader.bytes(atPath: absolute) else {
                    throw LayeringError(
                        "cannot read \(path), a source file of target \(target.name); check that it exists and is readable"
                    )
                }
                files.append(SourceFile(target: target.name, path: path, imports: scanner.imports(inUTF8: bytes)))
            }
        }
        return PackageSources(files: files)
    }
}
