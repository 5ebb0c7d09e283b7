/// An event the app posts about its own life (launched, will suspend, did resume, will
/// terminate): declared here, in the layer every module sees, and posted only by the front end.
///
/// Subscribe with `Hub.subscribe(app:owner:handler:)`: the handler is awaited
/// within the app's bound, and one that takes longer is left behind. Subscribers hear it in
/// subscription order, which is the modules' set-up order: by descending priority, providers
/// before the modules that consume them.
public protocol AppEvent: Event {
    /// How long each subscriber may take, and where it leaves a notice for the person.
    var delivery: AppEventDelivery { get }
}
