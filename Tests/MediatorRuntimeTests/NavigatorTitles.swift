import MediatorRuntime

extension Navigator {
    /// The titles of the pages, bottom first, read through the public API as a front end could:
    /// the pages are popped down to the bottom one, then put back.
    var titles: [String] {
        var pages: [any Page] = []
        repeat {
            if let top { pages.insert(top, at: 0) }
        } while pop()
        setStack(pages)
        return pages.map(\.title)
    }
}
