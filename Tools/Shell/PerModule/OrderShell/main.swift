// OrderShell: `shell Order` built alone. It links Order and no other business module, so building it
// compiles only Order, the contracts, Common, the runtime, the stand-ins and the console.
import Console
import Order
import OrderContract
import ShellKit

await ShellProgram.main(modules: [ModuleMaker(.order) { try OrderModule(store: $0.store, language: $0.language) }])
