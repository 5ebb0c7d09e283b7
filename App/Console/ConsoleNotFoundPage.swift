import Common
import ContractSupport

/// The page a person sees when a URL from outside matches no route, in their language.
struct ConsoleNotFoundPage: ContentPage {
    let error: RouteError
    let strings: StringTable
    let entry: any Route

    /// The error's sentence, the one the session's error line shows too, then a hint.
    func content() -> PageContent {
        PageContent(
            title: strings("notFound.title"),
            sections: [
                PageSection(items: [
                    .text(strings("notFound.body", ["reason": RouteErrorText(strings: strings)(error)])),
                    .link(PageLink(strings("notFound.home"), to: entry)),
                ])
            ])
    }
}
