import Account
import AllContracts
import Cart
import Console
import Goods
import Home
import Messages
import Order

/// How to make every business module, in the order of `ModuleContract.all` (a test holds the
/// two lists together). `bazaar` and `shell` start their modules from here; each `XShell`
/// makes only its own module, so it links no other.
public enum ModuleMakers {
    /// One maker per module of `ModuleContract.all`, in its order.
    public static let all: [ModuleMaker] = [
        ModuleMaker(.account) { try AccountModule(store: $0.store, language: $0.language) },
        ModuleMaker(.goods) { try GoodsModule(store: $0.store, language: $0.language) },
        ModuleMaker(.cart) { try CartModule(store: $0.store, language: $0.language) },
        ModuleMaker(.order) { try OrderModule(store: $0.store, language: $0.language) },
        ModuleMaker(.messages) { try MessagesModule(store: $0.store, language: $0.language) },
        ModuleMaker(.home) { try HomeModule(store: $0.store, language: $0.language) },
        // scaffold: new modules go above this line
    ]

    /// The app's recovery (`AppDefinition.recoverState`), for `bazaar` and `shell` alike: Order's
    /// `finishInterruptedPayments()` through `hub`, which must hold the real Order, Cart and Goods,
    /// so that the holds it finishes are the ones their documents keep. Answers its lines; throws
    /// a ``RecoveryFailure`` with the sentence when it cannot.
    public static let recoverState: @Sendable (Hub) async throws -> [String] = { hub in
        let orders = try await hub.service((any OrderService).self)
        do throws(OrderError) {
            return try await orders.finishInterruptedPayments()
        } catch .storage(let sentence) {
            throw RecoveryFailure(sentence)
        }
    }
}
