// HomeShell: `shell Home` built alone. It links Home and no other business module, so building it
// compiles only Home, the contracts, Common, the runtime, the stand-ins and the console.
import Console
import Home
import HomeContract
import ShellKit

await ShellProgram.main(modules: [ModuleMaker(.home) { try HomeModule(store: $0.store, language: $0.language) }])
