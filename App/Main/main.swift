// bazaar: the whole shop. This file lists the modules and hands them to the front end;
// everything else lives in the modules, the Mediator and the Console.
import Account
import Cart
import Common
import Console
import Foundation
import Goods
import Home
import Mediator
import Messages
import Order

let bazaar = AppDefinition(
    commandName: "bazaar",
    summary: LocalizedText {
        switch $0 {
        case .english: "a small shop made of six business modules that never see each other's code"
        case .simplifiedChinese: "由六个互不相见的业务模块组成的小商店"
        }
    },
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
