import AccountContract
import CartContract
import Common
import GoodsContract
import OrderContract

/// Paying for a checkout: a check-and-commit of exactly what the person saw, all or nothing,
/// whatever instant the process dies.
///
/// A saga with a durable log: the payment gets an id and is written to the log (``PaymentLog``,
/// flushed to disk) before its first step. Then, each step holding one state document's lock at
/// a time (never two of them, so processes cannot deadlock) and each keyed by the payment's id so
/// that doing it twice does it once: the cart takes exactly the ordered lines if none changed since
/// the checkout's revision and holds them for the payment (`CartService.take`, a compare-and-swap
/// under the cart's lock); the stock is reserved for the payment (`GoodsService.reserve`); the
/// order is saved carrying the payment's id; the cart's hold and the stock's reservation are
/// settled; the payment leaves the log. When a step fails, the earlier ones are undone in reverse
/// (the stock released, the lines put back) and the payment leaves the log. A process killed
/// anywhere in between leaves the payment in the log, and ``finishInterrupted()`` completes it
/// (its order was saved) or undoes it (it was not). Payments and recoveries hold the log's lock
/// from start to end, so a recovery never touches a payment another process is running.
///
/// Cancelled (the task opening `OrderPay` was), a payment stops only before its first step: it
/// checks once, after its checks and before the log, and then commits in a task of its own,
/// which the payer's cancellation does not reach. So a cancelled payment places the order, with
/// its stock taken and its lines gone from the cart, or nothing at all.
struct Payment {
    let hub: Hub
    let history: OrderHistory
    let strings: StringTable

    private var log: PaymentLog { PaymentLog(store: history.store, strings: strings) }

    /// Pays for `ticket`: the order placed, or `OrderPay`'s error (`RouteError.declined` saying what
    /// changed, or the failure), after which nothing is placed and `navigator`'s top is the checkout
    /// as it is now (the cart page when nothing in the cart can be paid for); cancelled before its
    /// first step, `RouteError.cancelled`, and the checkout the person saw stays.
    func pay(_ ticket: CheckoutTicket, navigator: Navigator?) async throws -> OrderSummary {
        do {
            return try await commit(ticket)
        } catch {
            if case RouteError.cancelled = error { throw error }
            if let navigator, let fresh = await freshCheckout(navigator: navigator) {
                navigator.replaceTop(with: fresh)
            }
            guard case OrderError.storage(let sentence) = error else { throw error }
            throw failed(sentence)
        }
    }

    /// Completes or undoes every payment in the log (all of them died: a live one holds the
    /// log's lock, which this waits for), and every payment the cart or the stock still holds that
    /// the log no longer names (a log set aside as corrupt); answers one line per payment saying
    /// what was done. When there is nothing to finish, the documents are only read, without the lock.
    /// Every step asks a service to do something keyed by the payment's id that it does at most
    /// once, so a recovery killed halfway is finished by the next.
    func finishInterrupted() async throws(OrderError) -> [String] {
        do {
            // Most commands find nothing: reads, which work in a read-only folder too.
            guard try await !unfinished().isEmpty else { return [] }
        } catch {
            throw .storage(strings("error.recoveryCheckFailed", ["reason": ErrorSentence.of(error, strings.string)]))
        }
        do {
            return try await log.exclusively {
                var done: [String] = []
                for payment in try await unfinished() {
                    done.append(try await finish(payment))
                    try log.end(payment.id)
                    TestKillPoint.reach("recover:ended")
                }
                return done
            }
        } catch {
            throw .storage(strings("error.recoveryFailed", ["reason": ErrorSentence.of(error, strings.string)]))
        }
    }

    /// A payment left unfinished: its id, the payer (when the log names them), how many items it
    /// is for (what the cart holds for it, else what the log says, else the stock's reserved
    /// units) and whether the cart or the stock still holds anything for it.
    private typealias Unfinished = (id: String, userID: String?, itemCount: Int, holds: Bool)

    /// The payments left unfinished: the log's, oldest first, then those the cart holds lines for
    /// or the stock a reservation for without an entry in the log, by id.
    ///
    /// When neither the log nor the cart names a payment, the stock is not asked (Goods, set up
    /// when first needed, is not begun) and nothing is unfinished: a reservation the stock
    /// alone still keeps belongs to a placed order (the cart's hold is settled only once the
    /// order is saved, and the stock is released before the lines go back), so its units are
    /// rightly taken and only the record waits for the next recovery that has a payment to finish.
    /// A payment the log or the cart names needs Goods: one that could not set up fails it.
    private func unfinished() async throws -> [Unfinished] {
        let entries = try log.entries()
        let held = try await hub.service((any CartService).self).heldPayments()
        guard !entries.isEmpty || !held.isEmpty else { return [] }
        let reserved = try await hub.service((any GoodsService).self).reservingPayments()
        var payments: [Unfinished] = entries.map { entry in
            let holds = held[entry.id] != nil || reserved[entry.id] != nil
            return (id: entry.id, userID: entry.userID, itemCount: held[entry.id] ?? entry.itemCount, holds: holds)
        }
        let known = Set(entries.map(\.id))
        let orphans = held.merging(reserved) { items, _ in items }.filter { !known.contains($0.key) }
        for (id, count) in orphans.sorted(by: { $0.key < $1.key }) {
            payments.append((id: id, userID: nil, itemCount: count, holds: true))
        }
        return payments
    }

    /// Completes the payment when its order was saved, else undoes it; answers the line saying which.
    private func finish(_ payment: Unfinished) async throws -> String {
        let cart = try await hub.service((any CartService).self)
        let goods = try await hub.service((any GoodsService).self)
        if let order = try history.order(paymentID: payment.id) {
            try await cart.settle(payment: payment.id)
            TestKillPoint.reach("recover:cartSettled")
            try goods.settle(payment: payment.id)
            return strings.plural("recovery.completed", count: payment.itemCount, ["id": String(order.id)])
        }
        try goods.release(payment: payment.id)
        TestKillPoint.reach("recover:released")
        // The lines were the payer's cart: when someone else (or nobody) is logged in now,
        // they go to the payer's saved cart, given back at their next log-in.
        let current = try await hub.service((any AccountService).self).currentUser()?.id
        try await cart.restore(payment: payment.id, savedFor: payment.userID == current ? nil : payment.userID)
        // Killed before it took anything, or after an earlier recovery gave everything back.
        return payment.holds
            ? strings.plural("recovery.undone", count: payment.itemCount) : strings("recovery.cleared")
    }

    private func commit(_ ticket: CheckoutTicket) async throws -> OrderSummary {
        let basket = ticket.basket
        let account = try await hub.service((any AccountService).self)
        let current: AccountUser?
        do throws(AccountError) {
            current = try account.currentUser()
        } catch {
            throw failed(ErrorSentence.of(error, strings.string))
        }
        guard let user = current, user.id == ticket.userID else {
            guard let current else { throw declined("order.notLoggedIn", "error.notLoggedIn", [:]) }
            guard let payer = ticket.userID else {
                throw declined("order.userChanged", "pay.loggedInSince", ["name": current.name])
            }
            let payerName = account.availableUsers().first { $0.id == payer }?.name ?? payer
            throw declined("order.userChanged", "pay.userChanged", ["name": current.name, "payer": payerName])
        }
        let goods = try await hub.service((any GoodsService).self)
        for line in basket.lines {
            let item: (any GoodsItem)?
            do throws(GoodsError) {
                item = try goods.item(id: line.goodsID)
            } catch {
                throw failed(strings("error.unavailable", ["reason": strings(error.key, error.values)]))
            }
            guard let item else {
                throw declined("order.itemGone", "pay.itemGone", ["name": line.name, "id": String(line.goodsID)])
            }
            guard item.price == line.unitPrice else {
                throw declined("order.priceChanged", "pay.priceChanged", ["name": line.name])
            }
        }
        let cart = try await hub.service((any CartService).self)
        // The last moment a cancellation stops the payment: from here on it is all or nothing.
        if Task.isCancelled { throw RouteError.cancelled(route: OrderPay.pattern) }
        return try await Task { try await commit(ticket, user: user, cart: cart, goods: goods) }.value
    }

    /// The payment's steps, under the log's lock: all of them, or what fails undone.
    private func commit(
        _ ticket: CheckoutTicket, user: AccountUser, cart: any CartService, goods: any GoodsService
    ) async throws -> OrderSummary {
        let basket = ticket.basket
        let payment = PaymentLog.newPaymentID()
        return try await log.exclusively {
            try log.begin(.init(id: payment, userID: user.id, itemCount: basket.itemCount))
            TestKillPoint.reach("pay:logged")
            do throws(CartError) {
                try await cart.take(basket.cartLines, seenAt: ticket.cartRevision, for: payment)
            } catch {
                try? log.end(payment)  // nothing was taken: a payment left in the log is undone as nothing
                switch error {
                case .changed(let id), .notInCart(let id):
                    let name = basket.lines.first { $0.goodsID == id }?.name ?? String(id)
                    throw declined("order.cartChanged", "pay.cartChanged", ["name": name])
                default:
                    throw failed(strings("error.cartFailed", ["reason": strings(error.key, error.values)]))
                }
            }
            TestKillPoint.reach("pay:taken")
            do throws(GoodsError) {
                try goods.reserve(basket.quantities, for: payment)
            } catch {
                let undo = undo(
                    payment,
                    [
                        await undoing { () async throws(CartError) in
                            try await cart.restore(payment: payment, savedFor: nil)
                        }
                    ]
                )
                let sentence = sentence(
                    undo.isEmpty ? "error.reserveFailed" : "error.reserveFailedUndoFailed",
                    strings(error.key, error.values),
                    undo)
                // Out of stock is the shop's rules saying no (once everything is put back); stock that
                // cannot be saved, or an undo that failed, is the app failing.
                throw error.isDeclined && undo.isEmpty
                    ? RouteError.declined(route: OrderPay.pattern, code: error.key, message: sentence)
                    : failed(sentence)
            }
            TestKillPoint.reach("pay:reserved")
            let order: OrderSummary
            do throws(OrderError) {
                order = try history.save(basket, userID: user.id, paymentID: payment)
            } catch {
                let undo = undo(
                    payment,
                    [
                        await undoing { () throws(GoodsError) in try goods.release(payment: payment) },
                        await undoing { () async throws(CartError) in
                            try await cart.restore(payment: payment, savedFor: nil)
                        },
                    ])
                let reason = ErrorSentence.of(error, strings.string)
                throw failed(sentence(undo.isEmpty ? "error.saveFailed" : "error.saveFailedUndoFailed", reason, undo))
            }
            TestKillPoint.reach("pay:saved")
            // The order is placed: what is left is bookkeeping. A step that fails here leaves the
            // payment in the log, and the next recovery completes it.
            let settled = [
                await undoing { () async throws(CartError) in try await cart.settle(payment: payment) },
                await undoing { () throws(GoodsError) in try goods.settle(payment: payment) },
            ]
            TestKillPoint.reach("pay:settled")
            if settled.allSatisfy({ $0 == nil }) { try? log.end(payment) }
            return order
        }
    }

    /// The undo steps' failures (none when all worked); when all worked the payment leaves the
    /// log, else it stays there for the next recovery to finish.
    private func undo(_ payment: String, _ steps: [String?]) -> [String] {
        let failures = steps.compactMap { $0 }
        if failures.isEmpty { try? log.end(payment) }
        return failures
    }

    /// Runs one undo step; answers `nil` when it worked, else why it failed.
    private func undoing<Failure: Error>(_ step: () async throws(Failure) -> Void) async -> String? {
        do {
            try await step()
            return nil
        } catch {
            return ErrorSentence.of(error, strings.string)
        }
    }

    /// The sentence of a failure worded by `key`, with the reason and the reasons undo steps failed.
    private func sentence(_ key: String, _ reason: String, _ undoFailures: [String]) -> String {
        strings(key, ["reason": reason, "undo": undoFailures.joined(separator: "; ")])
    }

    /// `OrderPay`'s failure, saying `reason`.
    private func failed(_ reason: String) -> RouteError {
        .handlerFailed(route: OrderPay.pattern, reason: reason)
    }

    private func declined(_ code: String, _ key: String, _ values: [String: String]) -> RouteError {
        .declined(route: OrderPay.pattern, code: code, message: strings(key, values))
    }

    /// The checkout as it is now: the cart's lines priced through the goods service, or the cart
    /// page when nothing in it can be paid for; `nil` when neither can be made.
    private func freshCheckout(navigator: Navigator?) async -> (any Page)? {
        guard let cart = try? await hub.service((any CartService).self).snapshot(),
            let lines = await CheckoutBasket.lines(of: cart, in: hub)
        else { return nil }
        guard let basket = try? CheckoutBasket(checking: lines) else {
            return await (try? hub.open(CartShow(), navigator: navigator))?.page
        }
        return CheckoutPage(hub: hub, basket: basket, cartRevision: cart.revision, strings: strings)
    }
}
