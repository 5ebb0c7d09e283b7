import ContractSupport

/// How to make one business module: its contract (name, entry page, routes) and a function
/// that makes the module value with the front end's store and language. `bazaar` and `shell`
/// hold one for every module (`ModuleMakers.all`); each `XShell` holds only X's.
public struct ModuleMaker: Sendable {
    /// What the contracts say about the module.
    public let contract: ModuleContract
    /// Makes the module.
    public let make: @Sendable (ModuleContext) throws -> any BusinessModule

    /// A maker for the module `contract` describes.
    public init(_ contract: ModuleContract, make: @escaping @Sendable (ModuleContext) throws -> any BusinessModule) {
        self.contract = contract
        self.make = make
    }

    /// The module's name, as in `Cart`.
    public var name: String { contract.name }
}
