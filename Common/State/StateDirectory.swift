import Foundation

/// Works out which directory holds an app's state, from the command line, the environment and XDG.
///
/// The first of these that is set and non-empty wins:
/// 1. an explicit path (such as a `--state-dir` option);
/// 2. the environment variable the caller names (the app passes `BAZAAR_STATE_DIR`);
/// 3. `$XDG_STATE_HOME/<app>` — only when `XDG_STATE_HOME` is absolute, as the XDG Base Directory
///    specification requires (a relative value is ignored);
/// 4. `$HOME/.local/state/<app>`.
///
/// Relative paths from 1 and 2 are resolved against the current directory, and a leading `~/` is
/// expanded to the home directory. The directory is not created here; ``FileStateStore`` does that
/// on first use.
public enum StateDirectory {
    /// The state directory for `appName`, as a file URL; see the type's documentation for the order.
    ///
    /// - Parameters:
    ///   - explicitPath: a path given on the command line, or `nil`.
    ///   - environmentVariable: the name of the variable that may hold the path, such as `BAZAAR_STATE_DIR`.
    ///   - appName: the folder name under the XDG state home, such as `bazaar`.
    ///   - environment: the environment to read (the process's unless said otherwise).
    ///   - currentDirectory: what relative paths are resolved against (the process's unless said otherwise).
    /// - Throws: ``StateStoreError/directoryUnresolved(reason:)`` when nothing gives a directory
    ///   (no explicit path, no variable, no absolute `XDG_STATE_HOME`, no `HOME`).
    public static func resolve(
        explicitPath: String?,
        environmentVariable: String,
        appName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(StateStoreError) -> URL {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }

        func absolute(_ path: String) throws(StateStoreError) -> URL {
            var path = path
            if path == "~" || path.hasPrefix("~/") {
                guard let home else {
                    throw .directoryUnresolved(reason: .tildeWithoutHome(path: path))
                }
                path = home + path.dropFirst()
            }
            let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
            return standardized(URL(fileURLWithPath: path, isDirectory: true, relativeTo: base))
        }

        if let explicitPath, !explicitPath.isEmpty {
            return try absolute(explicitPath)
        }
        if let fromVariable = environment[environmentVariable], !fromVariable.isEmpty {
            return try absolute(fromVariable)
        }
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return standardized(
                URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(appName, isDirectory: true))
        }
        if let home {
            return standardized(
                URL(fileURLWithPath: home, isDirectory: true)
                    .appendingPathComponent(".local/state/\(appName)", isDirectory: true))
        }
        throw .directoryUnresolved(reason: .homeUnset(variable: environmentVariable))
    }

    /// `url.standardizedFileURL`, made from its path (see `URL.standardizedLocalPath`).
    private static func standardized(_ url: URL) -> URL {
        URL(fileURLWithPath: url.standardizedLocalPath, isDirectory: true)
    }
}
