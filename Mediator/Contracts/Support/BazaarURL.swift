/// The app's URL scheme and the router settings every host of the contracts uses.
public enum BazaarURL {
    /// The scheme of every Bazaar route URL: `bazaar://...`.
    public static let scheme = "bazaar"

    /// The router configuration for the app and the shell. No query may set the names listed
    /// here on any route: they are decided inside the app, never by a link.
    public static let routerConfiguration = RouterConfiguration(
        scheme: scheme, reservedParameters: ["price", "total", "userID"])
}
