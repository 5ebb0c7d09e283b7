import MediatorRuntime

/// A page of one paragraph, as both modules of the getting-started article show it.
struct NotePage: Page {
    let title: String
    let text: String
}
