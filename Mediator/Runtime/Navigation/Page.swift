/// A page a navigator can show: a value that describes what it shows as structured content.
///
/// A page works out its content from the services it holds each time a front end draws it,
/// so drawing it again after the person acted elsewhere shows the state as it is now; it has
/// nothing to set up when it is shown or to let go of when it leaves.
public protocol Page: Sendable {
    /// The page's content as it is now; called each time a front end draws it. May suspend
    /// (to look services up); a synchronous `content()` satisfies it too.
    func content() async -> PageContent
}
