import Common
import ContractSupport

/// The page a person sees when a URL from outside matches no route, in their language.
struct ConsoleNotFoundPage: Page {
    let error: RouteError
    let strings: StringTable
    let entry: any Route

    func content() -> PageContent {
        let route: String
        if case .notFound(let path) = error { route = path } else { route = RouteErrorText(strings: strings)(error) }
        return PageContent(
            title: strings("notFound.title"),
            sections: [
                PageSection(items: [
                    .text(strings("notFound.body", ["route": route])),
                    .link(PageLink(strings("notFound.home"), to: entry)),
                ])
            ])
    }
}
