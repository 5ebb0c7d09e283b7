/// What SwiftPM builds from a target, as `swift package describe` names it.
public enum TargetKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A library target (`.target`).
    case library
    /// An executable target (`.executableTarget`).
    case executable
    /// A test target (`.testTarget`).
    case test
    /// A macro target (`.macro`).
    case macro
    /// A build-tool or command plugin (`.plugin`).
    case plugin
    /// A snippet under `Snippets/`.
    case snippet
    /// A system library target (`.systemLibrary`).
    case systemLibrary = "system-target"
    /// A prebuilt binary target (`.binaryTarget`).
    case binary
    /// A kind this version of the checker does not know; treated like a library.
    case other
}
