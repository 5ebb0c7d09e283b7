// GoodsShell: `shell Goods` built alone. It links Goods and no other business module, so building it
// compiles only Goods, the contracts, Common, the runtime, the stand-ins and the console.
import Console
import Goods
import GoodsContract
import ShellKit

await ShellProgram.main(modules: [ModuleMaker(.goods) { try GoodsModule(store: $0.store, language: $0.language) }])
