// CartShell: `shell Cart` built alone. It links Cart and no other business module, so building it
// compiles only Cart, the contracts, Common, the runtime, the stand-ins and the console.
import Cart
import CartContract
import Console
import ShellKit

await ShellProgram.main(modules: [ModuleMaker(.cart) { try CartModule(store: $0.store, language: $0.language) }])
