import AccountContract
import CartContract
import Common
import HomeContract
import OrderContract

/// The Home module: the landing page that links to the other modules through their typed
/// routes and shows a few counts from their services. It knows their contracts only.
public struct HomeModule: BusinessModule {
    /// `Home`.
    public let name = "Home"
    /// Account (the greeting), Cart (the item count) and Order (the order count).
    public let consumes = [
        ServiceKey((any AccountService).self), ServiceKey((any CartService).self),
        ServiceKey((any OrderService).self),
    ]

    private let strings: StringTable

    /// Loads the module's strings. Home keeps no state, so `store` is not used.
    public init(store: any StateStore, language: Language) throws(LocalizationError) {
        let resources = ResourceDirectory.of("Bazaar_Home") { .module }  // no Bundle made when not needed
        strings = try StringTable.load(
            resourceDirectory: resources, language: language, languages: language.withFallback)
    }

    /// Registers `HomePage`.
    public func register(in registrar: inout ModuleRegistrar) {
        let hub = registrar.hub
        let strings = self.strings
        registrar.route(HomePage.self) { _, _ in .page(HomeLandingPage(hub: hub, strings: strings)) }
    }
}
