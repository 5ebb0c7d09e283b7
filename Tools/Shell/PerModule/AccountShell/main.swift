// AccountShell: `shell Account` built alone. It links Account and no other business module, so building it
// compiles only Account, the contracts, Common, the runtime, the stand-ins and the console.
import Account
import AccountContract
import Console
import ShellKit

await ShellProgram.main(modules: [ModuleMaker(.account) { try AccountModule(store: $0.store, language: $0.language) }])
