import Common
import GoodsContract

/// The catalogue, or one category of it: a record per item and links to filter.
struct GoodsListPage: ContentPage {
    /// Where items and stock come from, read each time the page is drawn.
    let goods: any GoodsService
    /// The module's strings.
    let strings: StringTable
    /// The category shown, or `nil` for all.
    let category: String?

    /// The items as records, then the category links; when the stock cannot be read, one line
    /// saying why instead of every item out of stock.
    func content() -> PageContent {
        let title =
            category.map { strings("list.titleCategory", ["category": strings.categoryLabel($0)]) }
            ?? strings("list.title")
        let items: [any GoodsItem]
        do throws(GoodsError) {
            items = try goods.items(category: category)
        } catch {
            return StockUnavailable.content(title: title, error: error, strings: strings)
        }
        var itemSection: [PageItem] = items.map { item in
            .record(
                PageRecord(
                    title: item.name,
                    fields: [
                        PageField(key: "id", label: strings("field.id"), integer: item.id),
                        PageField(key: "name", label: strings("field.name"), value: item.name),
                        PageField(key: "price", label: strings("field.price"), money: item.price),
                        PageField(
                            key: "stock", label: strings("field.stock"), integer: item.stock),
                    ],
                    link: PageLink(item.name, to: GoodsDetail(id: item.id))))
        }
        if itemSection.isEmpty { itemSection = [.text(strings("list.empty"))] }
        let filters: [PageItem] =
            [.link(PageLink(strings("list.all"), to: GoodsList()))]
            + goods.categories().map { key in
                .link(PageLink(strings.categoryLabel(key), to: GoodsList(category: key)))
            }
        return PageContent(
            title: title,
            sections: [
                PageSection(heading: strings("list.items"), items: itemSection),
                PageSection(heading: strings("list.filter"), items: filters),
            ])
    }
}
