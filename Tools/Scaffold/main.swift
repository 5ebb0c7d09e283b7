// scaffold: creates a business module the house way and adds it to the one module list.
// Everything lives in ScaffoldCommand.
import Foundation

exit(ScaffoldCommand().run(Array(CommandLine.arguments.dropFirst())))
