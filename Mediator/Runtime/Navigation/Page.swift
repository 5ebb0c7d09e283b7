/// A page a navigator can show: it renders to structured content and hears its lifecycle.
///
/// The navigator calls, in order: `willMount` when the page enters the stack,
/// `willActivate` when it reaches the top, `willDeactivate` when it loses the top, and
/// `willUnmount` when it leaves the stack. The hooks default to doing nothing.
public protocol Page: Sendable {
    /// The page's content as it is now; called each time a front end draws it.
    func content() -> PageContent
    /// The page is entering the stack.
    func willMount()
    /// The page is becoming the top of the stack.
    func willActivate()
    /// The page is no longer the top of the stack.
    func willDeactivate()
    /// The page is leaving the stack.
    func willUnmount()
}

extension Page {
    /// Does nothing.
    public func willMount() {}
    /// Does nothing.
    public func willActivate() {}
    /// Does nothing.
    public func willDeactivate() {}
    /// Does nothing.
    public func willUnmount() {}
}
