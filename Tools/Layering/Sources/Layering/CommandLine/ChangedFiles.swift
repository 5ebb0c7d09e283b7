import Foundation

/// The changed files `layering affected` is given, relative to the package's (or workspace's) root:
/// those git reports changed since a revision (committed, staged, unstaged and untracked), or the
/// paths on standard input. A path outside the root starts with `../`.
enum ChangedFiles {
    /// The files changed since `revision` in the git repository holding `root`.
    static func since(_ revision: String, root: String) throws(LayeringError) -> [String] {
        let top = try git(["rev-parse", "--show-toplevel"], root: root, revision: revision)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let changed = try git(["diff", "--name-only", "--no-renames", revision, "--"], root: root, revision: revision)
        let untracked = try git(
            ["ls-files", "--others", "--exclude-standard", "--full-name"], root: root, revision: revision)
        let paths = (changed + "\n" + untracked).split(separator: "\n").map { "\(top)/\($0)" }
        return Array(Set(paths.map { relative($0, root: root) })).sorted()
    }

    /// The paths of `text`, one a line: absolute, or relative to `root` (as `git diff --name-only`
    /// prints them when the package is at the top of its repository).
    static func parse(_ text: String, root: String) -> [String] {
        let paths = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.map { $0.hasPrefix("/") ? $0 : "\(root)/\($0)" }
        return Array(Set(paths.map { relative($0, root: root) })).sorted()
    }

    /// `path` relative to `root` (both with symbolic links resolved), with `../` when outside it.
    static func relative(_ path: String, root: String) -> String {
        let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        // The file may be gone (a deletion): its folder's links are resolved instead.
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        let full = folder == "/" ? "/\(url.lastPathComponent)" : "\(folder)/\(url.lastPathComponent)"
        return Workspace.relativePath(full, root: base)
    }

    /// What `git -C root <arguments>` printed; a failure is the one line git gave, with what to do.
    private static func git(_ arguments: [String], root: String, revision: String) throws(LayeringError) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let git = path.split(separator: ":").map({ "\($0)/git" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            throw LayeringError("--base needs git, which is not on PATH; pass --files - with the changed paths instead")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layering-git-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LayeringError("cannot create a temporary folder in \(folder) to run git: \(error)")
        }
        let process = ChildProcess(
            executable: git, arguments: ["-C", root] + arguments, environment: [:], outputPath: folder + "/out",
            errorPath: folder + "/err")
        let ending = try process.run(until: Date().addingTimeInterval(120), handlesSignals: false)
        let output = (try? String(contentsOfFile: folder + "/out", encoding: .utf8)) ?? ""
        guard ending == .exited(0) else {
            let errors = (try? String(contentsOfFile: folder + "/err", encoding: .utf8)) ?? ""
            let line = errors.split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(ending)"
            if line.contains("not a git repository") {
                throw LayeringError(
                    "--base \(revision): \(root) is not in a git repository; pass --files - with the changed paths instead"
                )
            }
            throw LayeringError(
                "--base \(revision): git cannot compare with it in \(root) (\(line)); pass a commit, branch or tag"
                    + " git knows there, such as HEAD~1 or origin/main")
        }
        return output
    }
}
