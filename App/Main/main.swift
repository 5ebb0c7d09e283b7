// bazaar: the whole shop. The modules come from ModuleMakers (one per entry of
// ModuleContract.all); everything else lives in the modules, the Mediator and the Console.
import AllContracts
import Common
import Console
import Foundation
import ModuleMakers

// A closed standard output stays closed for the program's writes: held before anything runs
// asynchronously (see `DescriptorOutput.holdStandardDescriptors`).
DescriptorOutput.holdStandardDescriptors()

let bazaar = AppDefinition(
    commandName: "bazaar",
    summary: LocalizedText {
        switch $0 {
        case .english: "a small shop made of business modules that never see each other's code"
        case .simplifiedChinese: "由互不相见的业务模块组成的小商店"
        }
    },
    usage: "bazaar [options] [open URL... | routes | services | modules | events]",
    entry: HomePage(),
    makeModules: { context in try ModuleMakers.all.map { try $0.make(context) } },
    recoverState: ModuleMakers.recoverState)

exit(await ConsoleProgram(definition: bazaar).run(Array(CommandLine.arguments.dropFirst())).rawValue)
