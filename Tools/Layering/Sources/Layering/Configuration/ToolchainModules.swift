import Foundation

/// Modules that come with Swift toolchains and SDKs; every target may import them.
public enum ToolchainModules {
    /// The built-in list: every line of ``SystemModules/list`` that is not blank or a `#` comment.
    /// A configuration file adds more with `toolchainModules`.
    public static let names: Set<String> = Set(
        SystemModules.list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("#")
        })
}
