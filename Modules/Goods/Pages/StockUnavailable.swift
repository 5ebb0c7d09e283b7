import Common
import GoodsContract

/// What a goods page shows in place of its items when the stock cannot be read (a page drawn
/// again after its document became unreadable): its title, one line naming the file and the
/// reason, and a link to the catalogue; never every item as out of stock.
enum StockUnavailable {
    /// The page titled `title` saying why the stock cannot be shown.
    static func content(title: String, error: GoodsError, strings: StringTable) -> PageContent {
        PageContent(
            title: title,
            sections: [
                PageSection(items: [
                    .text(strings(error.key, error.values)),
                    .link(PageLink(strings("list.all"), to: GoodsList())),
                ])
            ])
    }
}
