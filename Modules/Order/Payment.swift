import AccountContract
import CartContract
import Common
import GoodsContract
import OrderContract

/// Paying for a checkout: a check-and-commit of exactly what the person saw, all or nothing.
///
/// Steps, in this order, each holding one state document's lock at a time (never two, so two
/// processes cannot deadlock): the session is read (the user the page showed must still be
/// logged in); the cart takes exactly the ordered lines if none changed since the checkout's
/// revision (`CartService.take`, a compare-and-swap under the cart's lock); the stock is
/// reserved (`GoodsService.reserve`, under the stock's lock); the order is saved (under the
/// orders' lock). When a step fails, the earlier ones are undone in reverse order: the stock is
/// released and the lines are put back in the cart.
struct Payment {
    let hub: Hub
    let history: OrderHistory
    let strings: StringTable

    /// Pays for `ticket`: the order placed, or an error (`RouteDeclined` saying what changed,
    /// or the failure), after which nothing is placed and `navigator`'s top is the checkout as
    /// it is now (the cart page when nothing in the cart can be paid for).
    func pay(_ ticket: CheckoutTicket, navigator: Navigator?) throws -> OrderSummary {
        do {
            return try commit(ticket)
        } catch {
            if let navigator, let fresh = freshCheckout(navigator: navigator) { navigator.replaceTop(with: fresh) }
            throw error
        }
    }

    private func commit(_ ticket: CheckoutTicket) throws -> OrderSummary {
        let basket = ticket.basket
        let account = try hub.service((any AccountService).self)
        let current = try account.loggedInUser()
        guard let user = current, user.id == ticket.userID else {
            guard let current else { throw declined("order.notLoggedIn", "error.notLoggedIn", [:]) }
            guard let payer = ticket.userID else {
                throw declined("order.userChanged", "pay.loggedInSince", ["name": current.name])
            }
            let payerName = account.availableUsers().first { $0.id == payer }?.name ?? payer
            throw declined("order.userChanged", "pay.userChanged", ["name": current.name, "payer": payerName])
        }
        let goods = try hub.service((any GoodsService).self)
        for line in basket.lines {
            guard let item = goods.item(id: line.goodsID) else {
                throw declined("order.itemGone", "pay.itemGone", ["name": line.name, "id": String(line.goodsID)])
            }
            guard item.price == line.unitPrice else {
                throw declined("order.priceChanged", "pay.priceChanged", ["name": line.name])
            }
        }
        let cart = try hub.service((any CartService).self)
        let taken = basket.cartLines
        do throws(CartError) {
            try cart.take(taken, seenAt: ticket.cartRevision)
        } catch .changed(let id), .notInCart(let id) {
            let name = basket.lines.first { $0.goodsID == id }?.name ?? String(id)
            throw declined("order.cartChanged", "pay.cartChanged", ["name": name])
        } catch {
            throw RouteFailure(strings("error.cartFailed", ["reason": strings(error.key, error.values)]))
        }
        do throws(GoodsError) {
            try goods.reserve(basket.quantities)
        } catch {
            let undo = [undoing { () throws(CartError) in try cart.restore(taken) }].compactMap { $0 }
            let failure = failure(
                undo.isEmpty ? "error.reserveFailed" : "error.reserveFailedUndoFailed",
                strings(error.key, error.values),
                undo)
            // Out of stock is the shop's rules saying no (once everything is put back); stock that
            // cannot be saved, or an undo that failed, is the app failing.
            throw error.isDeclined && undo.isEmpty ? RouteDeclined(code: error.key, message: failure.message) : failure
        }
        do {
            return try history.save(basket, userID: user.id)
        } catch {
            let undo = [
                undoing { () throws(GoodsError) in try goods.release(basket.quantities) },
                undoing { () throws(CartError) in try cart.restore(taken) },
            ].compactMap { $0 }
            throw failure(undo.isEmpty ? "error.saveFailed" : "error.saveFailedUndoFailed", error.description, undo)
        }
    }

    /// Runs one undo step; answers `nil` when it worked, else why it failed.
    private func undoing<Failure: Error>(_ step: () throws(Failure) -> Void) -> String? {
        do {
            try step()
            return nil
        } catch {
            return ErrorSentence.of(error, strings.string)
        }
    }

    /// The failure worded by `key`, with the reason and the reasons undo steps failed.
    private func failure(_ key: String, _ reason: String, _ undoFailures: [String]) -> RouteFailure {
        RouteFailure(strings(key, ["reason": reason, "undo": undoFailures.joined(separator: "; ")]))
    }

    private func declined(_ code: String, _ key: String, _ values: [String: String]) -> RouteDeclined {
        RouteDeclined(code: code, message: strings(key, values))
    }

    /// The checkout as it is now: the cart's lines priced through the goods service, or the cart
    /// page when nothing in it can be paid for; `nil` when neither can be made.
    private func freshCheckout(navigator: Navigator?) -> (any Page)? {
        guard let cart = try? hub.service((any CartService).self).snapshot(),
            let goods = try? hub.service((any GoodsService).self)
        else { return nil }
        let lines = cart.lines.compactMap { line in
            goods.item(id: line.goodsID).map { CheckoutLine(item: $0, quantity: line.quantity) }
        }
        guard let basket = try? CheckoutBasket(lines: lines, strings: strings) else {
            return (try? hub.open(CartShow(), navigator: navigator))?.page
        }
        return CheckoutPage(hub: hub, basket: basket, cartRevision: cart.revision, strings: strings)
    }
}
