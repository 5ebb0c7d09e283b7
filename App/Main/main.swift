// bazaar: the whole shop (`AppDefinition.bazaar`, in ModuleMakers, which tests run in-process);
// everything else lives in the modules, the Mediator and the Console.
import Common
import Console
import Foundation
import ModuleMakers

// A closed standard output stays closed for the program's writes: held before anything runs
// asynchronously (see `DescriptorOutput.holdStandardDescriptors`).
DescriptorOutput.holdStandardDescriptors()

exit(await ConsoleProgram(definition: .bazaar).run(Array(CommandLine.arguments.dropFirst())).rawValue)
