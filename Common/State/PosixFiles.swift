import Foundation
import Glibc

/// The POSIX calls the file store needs, each failing with a ``StateStoreError`` that names the path.
///
/// Kept apart from ``FileStateStore`` so the store reads as the transaction it is.
enum PosixFiles {
    /// The text of the current `errno`, such as `Permission denied`.
    static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// Creates `path` and its missing parents (mode 0700, as XDG asks for state), or says exactly which part is in the way.
    static func makeDirectory(_ path: String) throws(StateStoreError) {
        var isDirectory = stat()
        if stat(path, &isDirectory) == 0 {
            guard (isDirectory.st_mode & S_IFMT) == S_IFDIR else {
                throw .directoryUnavailable(path: path, reason: .isFile)
            }
            return
        }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) == 0 { continue }
            let code = errno
            guard code == EEXIST else {
                throw .directoryUnavailable(
                    path: path, reason: .cannotCreate(path: prefix, detail: String(cString: strerror(code))))
            }
            var status = stat()
            guard stat(prefix, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
                throw .directoryUnavailable(path: path, reason: .pathIsFile(path: prefix))
            }
        }
    }

    /// The whole content of `path`, or `nil` if there is no such file; anything but a regular
    /// file there (a folder, a pipe, a device) is a read error, and opening it never blocks.
    static func contents(of path: String) throws(StateStoreError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .readFailed(path: path, reason: .system(detail: lastError()))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .readFailed(path: path, reason: .system(detail: lastError()))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .readFailed(path: path, reason: .system(detail: String(cString: strerror(EISDIR))))
        default: throw .readFailed(path: path, reason: .notRegularFile)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(path: path, reason: .system(detail: lastError()))
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces `path` with `data` so that a reader sees either the old or the new content, never a mix.
    ///
    /// Writes a temporary file in the same directory, flushes it to disk, renames it over `path`
    /// and flushes the directory. On failure the temporary file is removed and `path` is untouched.
    /// Temporary files of `path` left by a writer that was killed are removed first: the caller
    /// holds the document's lock, so no live writer owns one. ``TestKillPoint`` `write:<file name>`
    /// stops the process between the flush and the rename.
    static func writeAtomically(_ data: Data, to path: String, directory: String) throws(StateStoreError) {
        let fileName = path.split(separator: "/").last.map(String.init) ?? "document"
        removeLeftovers(of: fileName, in: directory)
        let temporary = "\(directory)/.\(fileName).\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .writeFailed(path: path, reason: .cannotCreateTemporary(path: temporary, detail: lastError()))
        }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        let flushed = Result { () throws(StateStoreError) in
            try writeAll(data, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else {
                throw .writeFailed(path: path, reason: .cannotFlush(path: temporary, detail: lastError()))
            }
        }
        close(descriptor)
        try flushed.get()
        TestKillPoint.reach("write:\(fileName)")
        guard rename(temporary, path) == 0 else {
            throw .writeFailed(path: path, reason: .cannotRename(path: temporary, detail: lastError()))
        }
        renamed = true
        try syncDirectory(directory, for: path)
    }

    /// Removes the temporary files (`.<fileName>.<hex>.tmp`) an interrupted write of `fileName`
    /// left in `directory`. Best effort: one that cannot be removed is tried again next time.
    private static func removeLeftovers(of fileName: String, in directory: String) {
        let prefix = ".\(fileName)."
        guard let names = try? entries(of: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
            guard !middle.isEmpty, middle.allSatisfy(\.isHexDigit) else { continue }
            unlink("\(directory)/\(name)")
        }
    }

    /// Flushes a directory's entries (a rename or unlink in it) to disk.
    static func syncDirectory(_ directory: String, for path: String) throws(StateStoreError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .writeFailed(path: path, reason: .cannotOpenDirectory(path: directory, detail: lastError()))
        }
        defer { close(descriptor) }
        // Some file systems cannot fsync a directory (EINVAL); the rename is then as durable as they allow.
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw .writeFailed(path: path, reason: .cannotFlushDirectory(path: directory, detail: lastError()))
        }
    }

    /// Moves `path` to the first of `candidates` that does not exist yet, never replacing an existing file.
    ///
    /// Uses `link(2)` then `unlink(2)`: `link` fails rather than overwrite, so even a racing writer
    /// cannot make one corrupt copy replace another. Returns the path used.
    static func moveAside(_ path: String, candidates: some Sequence<String>) throws(StateStoreError) -> String {
        for candidate in candidates {
            if link(path, candidate) == 0 {
                guard unlink(path) == 0 else {
                    throw .setAsideFailed(
                        path: path, reason: .copiedButNotRemoved(path: candidate, detail: lastError()))
                }
                return candidate
            }
            if errno == EEXIST { continue }
            throw .setAsideFailed(path: path, reason: .cannotLink(path: candidate, detail: lastError()))
        }
        throw .setAsideFailed(path: path, reason: .noNameLeft)
    }

    /// Deletes `path`; a file that is already gone is fine.
    static func remove(_ path: String) throws(StateStoreError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .removeFailed(path: path, reason: .system(detail: lastError()))
        }
    }

    /// The names of the entries in `directory`, or none if it does not exist.
    static func entries(of directory: String) throws(StateStoreError) -> [String] {
        guard let stream = opendir(directory) else {
            if errno == ENOENT { return [] }
            throw .directoryUnavailable(path: directory, reason: .cannotList(detail: lastError()))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            names.append(name)
        }
        return names
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(StateStoreError) {
        let failure = data.withUnsafeBytes { DescriptorOutput.writeAll($0, to: descriptor) }
        guard failure == 0 else {
            throw .writeFailed(path: path, reason: .system(detail: String(cString: strerror(failure))))
        }
    }
}
