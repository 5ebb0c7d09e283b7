// A module that imports this contract gets the runtime and the shared contract types with it.
@_exported import ContractSupport

extension ModuleContract {
    /// The Messages module's routes, entry first.
    public static let messages = ModuleContract(
        name: "Messages", entry: MessagesInbox(),
        routes: [MessagesInbox.self, MessageDetail.self, MessageFollow.self])
}
