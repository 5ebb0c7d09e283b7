// shell: runs one business module alone, with stand-ins for the services it consumes.
// Everything lives in ShellProgram; the modules it knows are listed in ShellModule+All.swift.
import Console
import Foundation

exit(ShellProgram().run(Array(CommandLine.arguments.dropFirst())).rawValue)
