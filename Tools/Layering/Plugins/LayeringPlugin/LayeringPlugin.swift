import Foundation
import PackagePlugin

/// `swift package layering <command> [options]` in any package that depends on Bazaar: runs the
/// `layering` tool on that package (`--package-path` defaults to it) and exits with its status.
@main
struct LayeringPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "LayeringCommand")
        var arguments = arguments.isEmpty ? ["check"] : arguments
        let namesPackage = arguments.contains { $0 == "--package-path" || $0.hasPrefix("--package-path=") }
        let isCommand = !(arguments.first ?? "").hasPrefix("-")
        if isCommand, !namesPackage {
            arguments += ["--package-path", context.package.directoryURL.path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}
