import Common
import ContractSupport

/// The page a route of an absent module opens in the shell: which route was asked, the module
/// that owns it, the parameters it decoded to, a readable summary of the in-app data a
/// native-only route carries (its payload), and a way
/// back. It shows what the link would hand the real module, so the link can be checked without
/// building or running that module. Its words come from `strings` (the shell's, in the user's
/// language; keys `standIn.*`), the route's summary from its contract in that language.
public struct StandInPage: ContentPage {
    /// The route that was opened, decoded.
    public let route: any Route
    /// The module that owns it (absent from this run).
    public let module: String
    /// Whether the caller passed a completion (which the stand-in never calls).
    public let hasCompletion: Bool
    /// Where the "back" link leads: the running module's entry page.
    public let back: any Route
    /// The running module's name, for the back link's title.
    public let backTitle: String
    /// The page's words (`standIn.*`), looked up in the user's language.
    public let strings: StringTable

    /// Describes a stand-in page worded by `strings`.
    public init(
        route: any Route, module: String, hasCompletion: Bool, back: any Route, backTitle: String,
        strings: StringTable
    ) {
        self.route = route
        self.module = module
        self.hasCompletion = hasCompletion
        self.back = back
        self.backTitle = backTitle
        self.strings = strings
    }

    /// The route, its owner, its parameters, the payload and the way back.
    public func content() -> PageContent {
        let type = Swift.type(of: route)
        var about: [PageItem] = [
            .text(strings("standIn.notRunning", ["module": module])),
            .field(
                PageField(
                    key: "route", label: strings("standIn.route"),
                    value: "\(BazaarURL.scheme)://\(StandInRoutes.path(of: route))")),
            .field(PageField(key: "pattern", label: strings("standIn.pattern"), value: type.pattern)),
            .field(PageField(key: "module", label: strings("standIn.module"), value: module)),
            .field(PageField(key: "type", label: strings("standIn.type"), value: String(describing: type))),
            .field(
                PageField(
                    key: "isNativeOnly", label: strings("standIn.nativeOnly"), boolean: type.isNativeOnly,
                    text: strings(type.isNativeOnly ? "standIn.yes" : "standIn.no"))),
        ]
        let summary = type.summary.text(in: strings.language.withFallback.map(\.code))
        if !summary.isEmpty {
            about.append(.field(PageField(key: "summary", label: strings("standIn.summary"), value: summary)))
        }
        if hasCompletion {
            about.append(.text(strings("standIn.completion")))
        }
        return PageContent(
            title: strings("standIn.title", ["module": module, "pattern": type.pattern]),
            sections: [
                PageSection(items: about),
                PageSection(heading: strings("standIn.parameters"), items: parameters()),
                PageSection(
                    heading: strings("standIn.payload"), items: StandInPayloadSummary(payload, strings: strings).items
                ),
                PageSection(items: [
                    .text(strings("standIn.howToReturn")),
                    .link(Self.link(strings("standIn.backTo", ["module": backTitle]), to: back)),
                ]),
            ])
    }

    /// What a native-only route carries from its caller: its one stored property (checkout's
    /// lines), or the route itself when it has several; `nil` for a route a URL can open, whose
    /// properties are its parameters.
    private var payload: Any? {
        guard Swift.type(of: route).isNativeOnly else { return nil }
        let children = Mirror(reflecting: route).children
        guard children.count > 1 else { return children.first?.value }
        return route
    }

    /// The route's stored properties as decoded, one field each; absent optionals say so. A
    /// native-only route's properties are its payload, not parameters.
    private func parameters() -> [PageItem] {
        let children = Swift.type(of: route).isNativeOnly ? [] : Array(Mirror(reflecting: route).children)
        guard !children.isEmpty else { return [.text(strings("standIn.none"))] }
        return children.map { child in
            let name = child.label ?? "?"
            return .field(PageField(key: name, label: name, value: describe(child.value)))
        }
    }

    /// A value as a person reads it; an optional shows what it wraps, or that it is absent.
    private func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.map { describe($0.value) } ?? strings("standIn.absent")
    }

    private static func link<R: Route>(_ title: String, to route: R) -> PageLink {
        PageLink(title, to: route)
    }
}
