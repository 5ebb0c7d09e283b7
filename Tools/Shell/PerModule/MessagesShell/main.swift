// MessagesShell: `shell Messages` built alone. It links Messages and no other business module, so building it
// compiles only Messages, the contracts, Common, the runtime, the stand-ins and the console.
import Console
import Messages
import MessagesContract
import ShellKit

await ShellProgram.main(modules: [ModuleMaker(.messages) { try MessagesModule(store: $0.store, language: $0.language) }]
)
