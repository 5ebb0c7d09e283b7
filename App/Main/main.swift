// bazaar: the whole shop. This file lists the modules and hands them to the front end;
// everything else lives in the modules, the Mediator and the Console.
import Account
import Cart
import Console
import Foundation
import Goods
import Home
import Mediator
import Messages
import Order

let bazaar = AppDefinition(
    commandName: "bazaar",
    summary: "a small shop made of six business modules that never see each other's code",
    usage: "bazaar [options] [open URL... | routes | services | modules | events]",
    entry: HomePage(),
    makeModules: { context in
        [
            try AccountModule(store: context.store, language: context.language),
            try GoodsModule(store: context.store, language: context.language),
            try CartModule(store: context.store, language: context.language),
            try OrderModule(store: context.store, language: context.language),
            try MessagesModule(store: context.store, language: context.language),
            try HomeModule(store: context.store, language: context.language),
        ]
    })

exit(ConsoleProgram(definition: bazaar).run(Array(CommandLine.arguments.dropFirst())).rawValue)
