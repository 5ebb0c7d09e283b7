import Foundation
import Layering

// The command line ends the manifest load's processes on SIGINT and SIGTERM; a library user decides for itself.
let tool = LayeringTool(manifestLoader: ManifestLoader(handlesSignals: true))
let outcome = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.status.rawValue)
