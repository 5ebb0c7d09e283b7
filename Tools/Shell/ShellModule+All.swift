import Account
import Cart
import Console
import Goods
import Home
import Mediator
import Messages
import Order

extension ShellModule {
    /// The six business modules, in the order the app lists them. The only file of the shell
    /// that names a business module.
    static let all = [
        ShellModule(name: "Account", entry: AccountProfile()) {
            try AccountModule(store: $0.store, language: $0.language)
        },
        ShellModule(name: "Goods", entry: GoodsList()) {
            try GoodsModule(store: $0.store, language: $0.language)
        },
        ShellModule(name: "Cart", entry: CartShow()) {
            try CartModule(store: $0.store, language: $0.language)
        },
        ShellModule(name: "Order", entry: OrderList()) {
            try OrderModule(store: $0.store, language: $0.language)
        },
        ShellModule(name: "Messages", entry: MessagesInbox()) {
            try MessagesModule(store: $0.store, language: $0.language)
        },
        ShellModule(name: "Home", entry: HomePage()) {
            try HomeModule(store: $0.store, language: $0.language)
        },
    ]
}
