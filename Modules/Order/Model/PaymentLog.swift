import Common
import OrderContract

/// The log of payments under way, in the state document `payments` (``PaymentLogDocument``),
/// and the lock every payment and every recovery holds from its first step to its last.
///
/// Holding the lock `paying` (`.paying.lock`, never a document) for the whole payment means that
/// whoever holds it sees in the log only payments whose process died: a payment still running
/// elsewhere is waited for, never finished from under it. The lock is taken before any other
/// document's and only one of those is held at a time inside it, so no process waits on another
/// in a circle.
struct PaymentLog: Sendable {
    /// The name whose lock (`.paying.lock`) payments and recoveries hold.
    static let lockName = "paying"

    let store: any StateStore
    let strings: StringTable

    /// A new payment id: 128 random bits in hexadecimal.
    static func newPaymentID() -> String {
        (0..<2).map { _ in
            let text = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    /// Runs `body` while no other payment or recovery runs, in this process or another; a lock
    /// not had in time fails, worded in the user's language, before `body` runs.
    func exclusively<Outcome>(_ body: () async throws -> Outcome) async throws -> Outcome {
        let outcome: Result<Outcome, any Error>
        do {
            outcome = try await store.exclusively(Self.lockName) {
                do { return .success(try await body()) } catch { return .failure(error) }
            }
        } catch {
            throw storageFailure(error)
        }
        return try outcome.get()
    }

    /// The payments under way, oldest first.
    func entries() throws(OrderError) -> [PaymentLogDocument.Entry] {
        do {
            return try store.read(PaymentLogDocument.self, named: PaymentLogDocument.name, default: .init()).payments
        } catch {
            throw storageFailure(error)
        }
    }

    /// Writes `entry` into the log, durably, before the payment's first step.
    func begin(_ entry: PaymentLogDocument.Entry) throws(OrderError) {
        try change { log in
            if !log.payments.contains(where: { $0.id == entry.id }) { log.payments.append(entry) }
        }
    }

    /// Clears the payment `id` from the log, after its last step; nothing when it is not there.
    func end(_ id: String) throws(OrderError) {
        try change { log in log.payments.removeAll { $0.id == id } }
    }

    private func change(_ body: (inout PaymentLogDocument) -> Void) throws(OrderError) {
        do {
            try store.update(PaymentLogDocument.self, named: PaymentLogDocument.name, default: .init()) { body(&$0) }
        } catch {
            throw storageFailure(error)
        }
    }

    private func storageFailure(_ error: any Error) -> OrderError {
        .storage(strings("error.paymentLog", ["reason": StateText.sentence(for: error, in: strings.language)]))
    }
}
