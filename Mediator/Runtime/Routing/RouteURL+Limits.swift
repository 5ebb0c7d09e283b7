extension RouteURL {
    /// Limits applied while parsing, so hostile input costs little.
    struct Limits: Sendable, Equatable {
        /// The longest accepted URL, in UTF-8 bytes.
        var maximumLength: Int
        /// The most path segments accepted.
        var maximumSegments: Int
        /// The most query items accepted.
        var maximumQueryItems: Int

        /// Creates limits; the defaults suit hand-written and server-sent links.
        init(maximumLength: Int = 4096, maximumSegments: Int = 32, maximumQueryItems: Int = 32) {
            self.maximumLength = maximumLength
            self.maximumSegments = maximumSegments
            self.maximumQueryItems = maximumQueryItems
        }
    }
}
