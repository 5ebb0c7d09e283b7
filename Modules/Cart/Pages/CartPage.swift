import CartContract
import Common
import GoodsContract
import OrderContract

/// The cart: one record per line, priced through `GoodsService` now, with the actions that
/// change or remove the line (`+1`, `−1`, `Remove`, on every line, those its state rules out
/// unavailable with the reason), so a text front end draws one table; a note for each item that
/// left the catalogue and for each line the stock no longer covers (sold out, or fewer left than
/// the line holds); the total; and a link to checkout carrying the lines as `[CheckoutLine]`.
struct CartPage: ContentPage {
    /// Where the cart and the goods service are looked up each time the page is drawn.
    let hub: Hub
    /// The module's strings.
    let strings: StringTable
    /// What did not fit when the last log-in put a saved cart and the guest's together.
    let mergeCaps: @Sendable () -> [MergeCap]

    /// The lines and totals as they are now.
    func content() async -> PageContent {
        let title = strings("cart.title")
        let lines: [CartLine]
        let priced: [PricedLine]
        do {
            // The stock that cannot be read fails the page as the cart does: never a stock of 0.
            lines = try await hub.service((any CartService).self).snapshot().lines
            let goods = try await hub.service((any GoodsService).self)
            priced = try lines.map { PricedLine(line: $0, item: try goods.item(id: $0.goodsID)) }
        } catch {
            return PageContent(
                title: title, sections: [PageSection(items: [.text(ErrorSentence.of(error, strings.string))])])
        }
        guard !lines.isEmpty else {
            return PageContent(
                title: title,
                sections: [
                    PageSection(items: [
                        .text(strings("cart.empty")),
                        .link(PageLink(strings("cart.browse"), to: GoodsList())),
                    ])
                ])
        }
        var notes = priced.filter { $0.item == nil }.map {
            PageItem.text(strings("cart.unavailable", ["id": String($0.line.goodsID)]))
        }
        // A line the stock no longer covers says so before checkout refuses it.
        notes += priced.compactMap { priced in
            guard let item = priced.item, item.stock < priced.line.quantity else { return nil }
            let values = [
                "name": item.name, "id": String(item.id), "available": String(item.stock),
                "quantity": String(priced.line.quantity),
            ]
            return .text(strings(item.stock <= 0 ? "cart.soldOut" : "cart.overStock", values))
        }
        let caps = mergeCaps()
        if !caps.isEmpty {
            let items = caps.map { cap in
                let name =
                    priced.first { $0.line.goodsID == cap.goodsID }?.item?.name
                    ?? strings("cart.itemNumber", ["id": String(cap.goodsID)])
                return strings("cart.mergeCap", ["name": name, "kept": String(cap.kept), "wanted": String(cap.wanted)])
            }
            notes.append(
                .text(strings("cart.merged", ["items": items.joined(separator: strings("cart.mergeSeparator"))])))
        }
        return PageContent(
            title: title,
            sections: [PageSection(items: priced.map { .record(record(for: $0)) } + notes), summary(of: priced)])
    }

    private func record(for priced: PricedLine) -> PageRecord {
        let line = priced.line
        let id = PageField(key: "id", label: strings("field.id"), integer: line.goodsID)
        let quantity = PageField(key: "quantity", label: strings("field.quantity"), integer: line.quantity)
        // Every line has the same actions in the same order, those its state rules out marked
        // unavailable, so a number typed out of habit never lands on another action.
        let more = PageLink(
            strings("cart.more"), to: CartSetQuantity(id: line.goodsID, qty: line.quantity + 1, from: line.quantity))
        let less = PageLink(
            strings("cart.less"), to: CartSetQuantity(id: line.goodsID, qty: line.quantity - 1, from: line.quantity))
        let remove = PageLink(strings("cart.remove"), to: CartRemove(id: line.goodsID))
        guard let item = priced.item else {
            let gone = strings("cart.action.gone")
            return PageRecord(
                title: String(line.goodsID), fields: [id, quantity],
                actions: [more.unavailable(because: gone), less.unavailable(because: gone), remove])
        }
        let lineTotal = (try? priced.lineTotal()).flatMap { $0 }
        let limit: String? =
            line.quantity >= LiveCartService.maximumQuantity
            ? strings("cart.action.lineFull", ["maximum": "\(LiveCartService.maximumQuantity)"])
            : line.quantity >= item.stock ? strings("cart.action.noneLeft") : nil
        let actions = [more.unavailable(because: limit), less, remove]
        return PageRecord(
            title: item.name,
            fields: [
                id,
                PageField(key: "name", label: strings("field.name"), value: item.name),
                quantity,
                PageField(key: "unitPrice", label: strings("field.unitPrice"), money: item.price),
                PageField(key: "lineTotal", label: strings("field.lineTotal"), money: lineTotal),
            ],
            link: PageLink(item.name, to: GoodsDetail(id: item.id)), actions: actions)
    }

    private func summary(of priced: [PricedLine]) -> PageSection {
        // What the total adds up: a line whose item left the catalogue is in neither.
        let itemCount = priced.filter { $0.item != nil }.reduce(0) { $0 + $1.line.quantity }
        var items: [PageItem] = [
            .field(
                PageField(
                    key: "itemCount", label: strings("field.itemCount"), integer: itemCount))
        ]
        let total: Money?
        do {
            total = try Money.total(priced.compactMap { try $0.lineTotal() })
        } catch {
            total = nil
        }
        guard let total else {
            items.append(.text(strings("cart.totalTooLarge")))
            return PageSection(heading: strings("cart.summary"), items: items)
        }
        items.append(
            .field(
                PageField(key: "total", label: strings("field.total"), money: total)))
        let checkout = priced.compactMap { priced in
            priced.item.map { CheckoutLine(item: $0, quantity: priced.line.quantity) }
        }
        items.append(
            .link(
                PageLink(strings("cart.checkout"), to: OrderCheckout(lines: checkout))
                    .unavailable(because: checkout.isEmpty ? strings("cart.action.nothingToBuy") : nil)))
        return PageSection(heading: strings("cart.summary"), items: items)
    }
}
