import Common
import Mediator

/// The page a route of an absent module opens in the shell: which route was asked, the module
/// that owns it, the parameters it decoded to, a readable summary of any payload, and a way
/// back. It shows what the link would hand the real module, so the link can be checked without
/// building or running that module.
public struct StandInPage: Page {
    /// The route that was opened, decoded.
    public let route: any Route
    /// The module that owns it (absent from this run).
    public let module: String
    /// The payload the caller handed over, if any.
    public let payload: (any Sendable)?
    /// Whether the caller passed a completion (which the stand-in never calls).
    public let hasCompletion: Bool
    /// Where the "back" link leads: the running module's entry page.
    public let back: any Route
    /// The running module's name, for the back link's title.
    public let backTitle: String

    /// Describes a stand-in page.
    public init(
        route: any Route, module: String, payload: (any Sendable)?, hasCompletion: Bool, back: any Route,
        backTitle: String
    ) {
        self.route = route
        self.module = module
        self.payload = payload
        self.hasCompletion = hasCompletion
        self.back = back
        self.backTitle = backTitle
    }

    /// The route, its owner, its parameters, the payload and the way back.
    public func content() -> PageContent {
        let type = Swift.type(of: route)
        var about: [PageItem] = [
            .text("\(module) is not part of this run: this stand-in page shows what the link asked of it."),
            .field(
                PageField(key: "route", label: "Route", value: "\(BazaarURL.scheme)://\(StandInRoutes.path(of: route))")
            ),
            .field(PageField(key: "pattern", label: "Pattern", value: type.pattern)),
            .field(PageField(key: "module", label: "Module", value: module)),
            .field(PageField(key: "type", label: "Route type", value: String(describing: type))),
            .field(PageField(key: "nativeOnly", label: "Native only", value: type.isNativeOnly ? "yes" : "no")),
        ]
        if !type.summary.isEmpty {
            about.append(.field(PageField(key: "summary", label: "Summary", value: type.summary)))
        }
        if hasCompletion {
            about.append(.text("The caller waits on a completion; the stand-in never calls it."))
        }
        return PageContent(
            title: "Stand-in: \(module) · \(type.pattern)",
            sections: [
                PageSection(items: about),
                PageSection(heading: "Parameters", items: parameters()),
                PageSection(heading: "Payload", items: StandInPayloadSummary(payload).items),
                PageSection(items: [
                    .text("Type back to return to the page that opened it."),
                    .link(Self.link("Back to \(backTitle)", to: back)),
                ]),
            ])
    }

    /// The route's stored properties as decoded, one field each; absent optionals say so.
    private func parameters() -> [PageItem] {
        let children = Mirror(reflecting: route).children
        guard !children.isEmpty else { return [.text("none")] }
        return children.map { child in
            let name = child.label ?? "?"
            return .field(PageField(key: name, label: name, value: Self.describe(child.value)))
        }
    }

    /// A value as a person reads it; an optional shows what it wraps, or that it is absent.
    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.map { describe($0.value) } ?? "absent"
    }

    private static func link<R: Route>(_ title: String, to route: R) -> PageLink {
        PageLink(title, to: route)
    }
}
