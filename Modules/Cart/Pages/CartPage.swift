import Common
import Mediator

/// The cart: a record per line priced through `GoodsService` now, links to change or remove
/// each line, the total, and a link to checkout carrying the lines as `[CheckoutLine]`.
struct CartPage: Page {
    /// Where the cart and the goods service are looked up each time the page is drawn.
    let hub: Hub
    /// The module's strings.
    let strings: StringTable

    /// The lines and totals as they are now.
    func content() -> PageContent {
        let title = strings("cart.title")
        let lines: [CartLine]
        do {
            lines = try hub.service((any CartService).self).snapshot().lines
        } catch {
            return PageContent(title: title, sections: [PageSection(items: [.text(String(describing: error))])])
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
        let goods = try? hub.service((any GoodsService).self)
        let priced = lines.map { PricedLine(line: $0, item: goods?.item(id: $0.goodsID)) }
        var sections = priced.map(section(for:))
        sections.append(summary(of: priced))
        return PageContent(title: title, sections: sections)
    }

    private func section(for priced: PricedLine) -> PageSection {
        let line = priced.line
        let id = PageField(key: "id", label: strings("field.id"), integer: line.goodsID)
        let quantity = PageField(
            key: "quantity", label: strings("field.quantity"), integer: line.quantity)
        guard let item = priced.item else {
            let name = String(line.goodsID)
            return PageSection(items: [
                .record(PageRecord(title: name, fields: [id, quantity])),
                .text(strings("cart.unavailable", ["id": name])),
                .link(PageLink(strings("cart.remove", ["name": name]), to: CartRemove(id: line.goodsID))),
            ])
        }
        let price = Money(minorUnits: item.priceMinorUnits)
        let lineTotalLabel = strings("field.lineTotal")
        let lineTotal =
            ((try? priced.lineTotal()).flatMap { $0 }).map { amount in
                PageField(
                    key: "lineTotal", label: lineTotalLabel, minorUnits: amount.minorUnits,
                    currency: amount.currency.code, text: amount.formatted)
            } ?? PageField(key: "lineTotal", label: lineTotalLabel, typed: .absent(text: "—"), isNumeric: true)
        let record = PageRecord(
            title: item.name,
            fields: [
                id,
                PageField(key: "name", label: strings("field.name"), value: item.name),
                quantity,
                PageField(
                    key: "unitPrice", label: strings("field.unitPrice"),
                    minorUnits: price.minorUnits, currency: price.currency.code, text: price.formatted),
                lineTotal,
            ],
            link: PageLink(item.name, to: GoodsDetail(id: item.id)))
        var items: [PageItem] = [.record(record)]
        if line.quantity < min(LiveCartService.maximumQuantity, item.stock) {
            items.append(
                .link(
                    PageLink(
                        strings("cart.more", ["name": item.name]),
                        to: CartSetQuantity(id: item.id, qty: line.quantity + 1))))
        }
        items.append(
            .link(
                PageLink(
                    strings("cart.less", ["name": item.name]), to: CartSetQuantity(id: item.id, qty: line.quantity - 1))
            ))
        items.append(.link(PageLink(strings("cart.remove", ["name": item.name]), to: CartRemove(id: item.id))))
        return PageSection(items: items)
    }

    private func summary(of priced: [PricedLine]) -> PageSection {
        let itemCount = priced.reduce(0) { $0 + $1.line.quantity }
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
                PageField(
                    key: "total", label: strings("field.total"), minorUnits: total.minorUnits,
                    currency: total.currency.code, text: total.formatted)))
        let checkout = priced.compactMap { priced in
            priced.item.map { CheckoutLine(item: $0, quantity: priced.line.quantity) }
        }
        if !checkout.isEmpty {
            items.append(.link(PageLink(strings("cart.checkout"), to: OrderCheckout(), payload: checkout)))
        }
        return PageSection(heading: strings("cart.summary"), items: items)
    }
}
