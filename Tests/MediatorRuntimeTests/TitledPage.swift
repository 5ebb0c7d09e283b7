import MediatorRuntime

/// A page known by its title: the runtime moves pages without reading them, so its tests tell
/// pages apart by the title each was made with.
struct TitledPage: Page {
    let title: String
}

extension Page {
    /// The title a test reads off any page a route answered: a `TitledPage`'s own, an `EchoPage`'s
    /// value, a redirect's page's; the type's name for any other page.
    var title: String {
        switch self {
        case let page as TitledPage: page.title
        case let page as EchoPage: "\(page.value)"
        case let page as RedirectedPage: page.page.title
        default: "\(type(of: self))"
        }
    }
}
