import CartContract
import Common
import GoodsContract

/// One item: name, category, price, stock, and a link to add it to the cart while in stock.
struct GoodsDetailPage: ContentPage {
    /// Where the item and its stock come from, read each time the page is drawn.
    let goods: any GoodsService
    /// The module's strings.
    let strings: StringTable
    /// The item's id.
    let id: Int
    /// The item's name when the page was opened: its title when the stock cannot be read now.
    let name: String

    /// The item's fields and links; a short note if the item has gone, or one line saying why
    /// when the stock cannot be read (never the item as out of stock).
    func content() -> PageContent {
        let found: (any GoodsItem)?
        do throws(GoodsError) {
            found = try goods.item(id: id)
        } catch {
            return StockUnavailable.content(title: name, error: error, strings: strings)
        }
        guard let item = found else {
            return PageContent(
                title: strings("detail.missingTitle"),
                sections: [
                    PageSection(items: [
                        .text(strings("detail.missing", ["id": String(id)])),
                        .link(PageLink(strings("list.all"), to: GoodsList())),
                    ])
                ])
        }
        let fields: [PageItem] = [
            .field(PageField(key: "id", label: strings("field.id"), integer: item.id)),
            .field(PageField(key: "name", label: strings("field.name"), value: item.name)),
            .field(
                PageField(
                    key: "category", label: strings("field.category"), value: strings.categoryLabel(item.category))),
            .field(PageField(key: "price", label: strings("field.price"), money: item.price)),
            .field(PageField(key: "stock", label: strings("field.stock"), integer: item.stock)),
        ]
        // Sold out, the link stays (unavailable, saying so) so the numbers after it do not move.
        let purchase = PageItem.link(
            PageLink(strings("detail.addToCart"), to: CartAdd(id: item.id, qty: 1))
                .unavailable(because: item.stock > 0 ? nil : strings("detail.soldOut")))
        let browse: [PageItem] = [
            .link(
                PageLink(
                    strings("detail.moreInCategory", ["category": strings.categoryLabel(item.category)]),
                    to: GoodsList(category: item.category))),
            .link(PageLink(strings("list.all"), to: GoodsList())),
        ]
        return PageContent(
            title: item.name,
            sections: [PageSection(items: fields + [purchase]), PageSection(items: browse)])
    }
}
