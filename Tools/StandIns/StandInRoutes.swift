import Common
import ContractSupport

/// Stand-in pages for the routes of modules that are not running: every route type the
/// contracts list for an absent module is bound, under `StandIn.owner`, to a `StandInPage`.
///
/// The router's checks still come first, as in the app: a native-only route opened by URL is
/// refused, a reserved parameter is refused, a URL no module owns is not found, and bad
/// parameters fail to decode. Only a request the real module would have received reaches the
/// stand-in page.
public enum StandInRoutes {
    /// Binds every route of `absent` but those of `except` (bound otherwise, as `StandInLogin`'s)
    /// to a stand-in page whose back link opens `back`, the running module's entry page (titled
    /// by `backTitle`, the running module's name), worded by `strings` (the shell's `standIn.*`
    /// strings in the user's language).
    public static func register(
        for absent: [ModuleContract], in hub: Hub, back: any Route, backTitle: String, strings: StringTable,
        except: [any Route.Type] = []
    ) throws(WiringError.Problem) {
        for contract in absent {
            for route in contract.routes
            where !except.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(route) }) {
                try bind(route, module: contract.name, in: hub, back: back, backTitle: backTitle, strings: strings)
            }
        }
    }

    /// A route's path and query without the scheme, as a link to it shows them (`goods/detail/3`;
    /// the pattern when its values cannot be written as a URL).
    public static func path(of route: any Route) -> String {
        link(to: route).path
    }

    private static func link<R: Route>(to route: R) -> PageLink {
        PageLink("", to: route)
    }

    private static func bind<R: Route>(
        _ type: R.Type, module: String, in hub: Hub, back: any Route, backTitle: String, strings: StringTable
    ) throws(WiringError.Problem) {
        try hub.router.bind(type, owner: StandIn.owner) { route, request in
            .page(
                StandInPage(
                    route: route, module: module, hasCompletion: request.completion != nil, back: back,
                    backTitle: backTitle, strings: strings))
        }
    }
}
