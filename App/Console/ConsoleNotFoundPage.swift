import Common
import ContractSupport

/// The page a person sees when a URL from outside matches no route, in their language.
struct ConsoleNotFoundPage: ContentPage {
    let error: RouteError
    let text: RouteErrorText
    let entry: any Route

    /// The error's sentence, the one the session's error line shows too, then a hint.
    func content() -> PageContent {
        let strings = text.strings
        return PageContent(
            title: strings("notFound.title"),
            sections: [
                PageSection(items: [
                    .text(strings("notFound.body", ["reason": text(error)])),
                    .link(PageLink(strings("notFound.home"), to: entry)),
                ])
            ])
    }
}
