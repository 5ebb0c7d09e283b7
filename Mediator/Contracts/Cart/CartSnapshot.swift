/// The cart as it was at one moment: its lines and its revision.
///
/// The revision grows with every change of the cart. Checkout keeps it, and paying hands it
/// back to ``CartService/take(_:seenAt:)``, which takes the lines only if none of them changed
/// after that revision.
public struct CartSnapshot: Sendable, Hashable {
    /// The cart's revision at that moment.
    public let revision: Int
    /// The lines, oldest first.
    public let lines: [CartLine]

    /// Creates a snapshot.
    public init(revision: Int, lines: [CartLine]) {
        self.revision = revision
        self.lines = lines
    }
}
