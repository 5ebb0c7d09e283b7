import Common
import ContractSupport

/// Stand-in pages for the routes of modules that are not running: every route type the
/// contracts list for an absent module is bound, under `StandIn.owner`, to a `StandInPage`.
///
/// The router's checks still come first, as in the app: a native-only route opened by URL is
/// refused, a reserved parameter is refused, a URL no module owns is not found, and bad
/// parameters fail to decode. Only a request the real module would have received reaches the
/// stand-in page.
public struct StandInRoutes: BusinessModule {
    /// `stand-in` (`StandIn.owner`), as the stand-in services' owner.
    public let name = StandIn.owner
    private let absent: [ModuleContract]
    private let back: any Route
    private let backTitle: String
    private let strings: StringTable
    private let logsIn: Bool

    /// The stand-in pages of every route of `absent`, each with a back link that opens `back`,
    /// the running module's entry page (titled by `backTitle`, the running module's name),
    /// worded by `strings` (the shell's `standIn.*` strings in the user's language). With
    /// `logsIn`, Account's log-in routes are `StandInLogin`'s instead of stand-in pages.
    public init(for absent: [ModuleContract], back: any Route, backTitle: String, strings: StringTable, logsIn: Bool) {
        self.absent = absent
        self.back = back
        self.backTitle = backTitle
        self.strings = strings
        self.logsIn = logsIn
    }

    /// Binds the stand-in pages (and, with `logsIn`, the stand-in log-in).
    public func register(in registrar: inout ModuleRegistrar) {
        let except = logsIn ? StandInLogin.routes : []
        for contract in absent {
            for route in contract.routes
            where !except.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(route) }) {
                bind(route, module: contract.name, in: &registrar)
            }
        }
        if logsIn { StandInLogin.bind(in: &registrar, strings: strings) }
    }

    /// A route's path and query without the scheme, as a link to it shows them (`goods/detail/3`;
    /// the pattern when its values cannot be written as a URL).
    public static func path(of route: any Route) -> String {
        link(to: route).path
    }

    private static func link<R: Route>(to route: R) -> PageLink {
        PageLink("", to: route)
    }

    private func bind<R: Route>(_ type: R.Type, module: String, in registrar: inout ModuleRegistrar) {
        let (back, backTitle, strings) = (back, backTitle, strings)
        registrar.route(type) { route, request in
            .page(
                StandInPage(
                    route: route, module: module, hasCompletion: request.completion != nil, back: back,
                    backTitle: backTitle, strings: strings))
        }
    }
}
