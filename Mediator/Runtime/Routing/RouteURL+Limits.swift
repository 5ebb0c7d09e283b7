extension RouteURL {
    /// Limits applied while parsing, so hostile input costs little.
    struct Limits: Sendable, Equatable {
        /// In UTF-8 bytes.
        var maximumLength: Int
        var maximumSegments: Int
        var maximumQueryItems: Int

        init(maximumLength: Int = 4096, maximumSegments: Int = 32, maximumQueryItems: Int = 32) {
            self.maximumLength = maximumLength
            self.maximumSegments = maximumSegments
            self.maximumQueryItems = maximumQueryItems
        }
    }
}
