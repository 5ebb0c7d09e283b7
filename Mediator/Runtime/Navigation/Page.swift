/// A page a route answers and a navigator stacks; what it shows is the app's business.
///
/// Adopted by Bazaar's `ContentPage`; handlers answer pages, navigators stack them.
public protocol Page: Sendable {}
