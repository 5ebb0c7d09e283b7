/// A page a navigator can show, as a route's handler answers it.
///
/// What a page shows is the app's business, not the runtime's: Bazaar's pages describe their
/// content as data (`ContentPage`, in the contracts' shared types); an app of views would make
/// its view controllers pages. The runtime only moves pages: it pushes them, stacks them and puts
/// a redirect's page in place (``RedirectedPage``).
///
/// Adopted by Bazaar's `ContentPage`; handlers answer pages, navigators stack them.
public protocol Page: Sendable {}
