import AccountContract
import CartContract
import Common
import Foundation
import GoodsContract

/// The cart: add, change quantity, remove, and show with totals. Provides `CartService`;
/// consumes `GoodsService` for names, prices and stock (never Goods' code). Paying takes the
/// ordered lines out through `CartService.take`; the cart clears itself when the user logs out
/// or the account is deleted. The lines are the state document `cart`.
public struct CartModule: BusinessModule {
    /// `Cart`.
    public let name = "Cart"
    /// `GoodsService`.
    public let consumes = [ServiceKey((any GoodsService).self)]
    /// `CartChanged` (named when introspection asks, not at every start).
    public var posts: [String] { [CartChanged.eventName] }

    private let store: any StateStore
    private let strings: StringTable

    /// Loads the module's strings; keeps the cart in `store`.
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        self.store = store
        let resources = ResourceDirectory.of("Bazaar_Cart") { .module }  // no Bundle made when not needed
        self.strings = try StringTable.load(
            resourceDirectory: resources, language: language, languages: language.withFallback)
    }

    /// Binds the cart routes and provides `CartService`.
    public func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let strings = strings
        let store = store
        registrar.service((any CartService).self) {
            LiveCartService(hub: hub, store: store, language: strings.language)
        }

        /// The item's name in the app's language, or "item 40" when the goods service has none.
        @Sendable func name(of id: Int) async -> String {
            let item = (try? await hub.service((any GoodsService).self).item(id: id)) ?? nil
            return item?.name ?? strings("cart.itemNumber", ["id": String(id)])
        }
        /// The catalogue's item numbers, for an `id` parameter: what an `id` that is no whole
        /// number, or one too large, is told to be.
        @Sendable func itemNumbers(_ parameter: String) async -> ClosedRange<Int>? {
            guard parameter == "id" else { return nil }
            return (try? await hub.service((any GoodsService).self))?.itemNumbers
        }
        /// Whether the catalogue has item `id` (or cannot say, its stock unreadable).
        @Sendable func isInCatalogue(_ id: Int) async -> Bool {
            do {
                return try await hub.service((any GoodsService).self).item(id: id) != nil
            } catch {
                return true
            }
        }
        /// What the sentence of an unknown item says the item numbers are.
        @Sendable func catalogue() async -> [String: String] {
            guard let numbers = await itemNumbers("id") else { return ["catalogue": strings("catalogue.empty")] }
            return [
                "catalogue": strings(
                    "catalogue.range", ["first": String(numbers.lowerBound), "last": String(numbers.upperBound)])
            ]
        }
        registrar.route(CartShow.self) { _, _ in
            // A cart that cannot be read fails here, naming its file, rather than looking empty.
            let cart = try await hub.service((any CartService).self)
            do throws(CartError) {
                _ = try cart.snapshot()
            } catch {
                throw error.routeError(for: CartShow.self, strings.string)
            }
            let live = LiveCartService(hub: hub, store: store, language: strings.language)
            return .page(CartPage(hub: hub, strings: strings, mergeCaps: { (try? live.mergeCaps()) ?? [] }))
        }
        registrar.route(CartAdd.self, wholeNumbers: itemNumbers) { route, _ in
            let cart = try await hub.service((any CartService).self)
            let quantity = route.qty ?? 1
            let line: CartLine
            do throws(CartError) {
                line = try await cart.add(goodsID: route.id, quantity: quantity)
            } catch {
                throw error.routeError(for: CartAdd.self, strings.string, extra: await catalogue())
            }
            let name = await name(of: route.id)
            let message = strings(
                "outcome.added", ["quantity": String(quantity), "name": name, "inCart": String(line.quantity)])
            return .value(ActionOutcome(event: "cart.added", message: message))
        }
        registrar.route(CartSetQuantity.self, wholeNumbers: itemNumbers) { route, _ in
            let cart = try await hub.service((any CartService).self)
            do throws(CartError) {
                try await cart.setQuantity(goodsID: route.id, quantity: route.qty, from: route.from)
            } catch {
                let extra = await catalogue().merging(["name": name(of: route.id)]) { $1 }
                throw error.routeError(for: CartSetQuantity.self, strings.string, extra: extra)
            }
            let name = await name(of: route.id)
            if route.qty == 0 {
                return .value(ActionOutcome(event: "cart.removed", message: strings("outcome.removed", ["name": name])))
            }
            let message = strings("outcome.quantitySet", ["name": name, "quantity": String(route.qty)])
            return .value(ActionOutcome(event: "cart.quantityChanged", message: message))
        }
        registrar.route(CartRemove.self, wholeNumbers: itemNumbers) { route, _ in
            let cart = try await hub.service((any CartService).self)
            do throws(CartError) {
                try await cart.remove(goodsID: route.id)
            } catch {
                // A line the catalogue no longer has is still removed above; a number that is
                // neither in the cart nor in the catalogue is named with the catalogue's range.
                guard case .notInCart(let id) = error, await !isInCatalogue(id) else {
                    throw error.routeError(for: CartRemove.self, strings.string)
                }
                throw CartError.goods(.unknownItem(id)).routeError(
                    for: CartRemove.self, strings.string, extra: await catalogue())
            }
            let name = await name(of: route.id)
            return .value(ActionOutcome(event: "cart.removed", message: strings("outcome.removed", ["name": name])))
        }
    }

    /// A user's cart is theirs: kept when they log out, given back (put together with the
    /// guest's lines) when they log in again, emptied and forgotten when their account is deleted.
    ///
    /// Stopped with Ctrl-Z, the cart remembers its lines; when the program goes on and they
    /// changed meanwhile (another terminal, a script), it says so as the page is drawn again.
    public func setUp(hub: Hub) throws {
        let cart = LiveCartService(hub: hub, store: store, language: strings.language)
        let strings = strings
        hub.subscribe(UserLoggedOut.self, owner: name) { event in try await cart.saveCart(for: event.userID) }
        hub.subscribe(UserLoggedIn.self, owner: name) { event in try await cart.restoreSavedCart(for: event.user.id) }
        hub.subscribe(AccountDeleted.self, owner: name) { event in try await cart.forget(userID: event.userID) }
        // The lines, not the revision: a cart never saved has a new revision at every reading.
        let linesWhenSuspended = LockedBox<[CartLine]?>(nil)
        hub.subscribe(app: AppWillSuspend.self, owner: name) { _ in
            let lines = try? cart.snapshot().lines
            linesWhenSuspended.withLock { $0 = lines }
        }
        hub.subscribe(app: AppDidResume.self, owner: name) { event in
            guard let before = linesWhenSuspended.withLock({ $0.take() }),
                let now = try? cart.snapshot(), now.lines != before
            else { return }
            let count = now.lines.reduce(0) { $0 + $1.quantity }
            event.delivery.tell(
                count == 0
                    ? strings("resume.changedEmpty") : strings.plural("resume.changed", count: count))
        }
    }
}
