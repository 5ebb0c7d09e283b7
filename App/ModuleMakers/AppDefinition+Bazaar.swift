import AllContracts
import Common
import Console

extension AppDefinition {
    /// `bazaar`: the whole shop, every module of `ModuleMakers.all`, starting on the home page and
    /// finishing the payments a killed process left (`ModuleMakers.recoverState`). The program's
    /// `main` runs it, and so do the tests, in-process.
    public static let bazaar = AppDefinition(
        commandName: "bazaar",
        summary: LocalizedText {
            switch $0 {
            case .english: "a small shop made of business modules that never see each other's code"
            case .simplifiedChinese: "由互不相见的业务模块组成的小商店"
            }
        },
        usage: "bazaar [options] [open URL... | routes | services | modules | events]",
        entry: HomePage(),
        makeModules: { context in try ModuleMakers.all.map { try $0.make(context) } },
        recoverState: ModuleMakers.recoverState)
}
