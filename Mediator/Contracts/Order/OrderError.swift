/// Why an order operation failed.
public enum OrderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The order history or the payment log could not be read or saved; the reason is worded already.
    case storage(String)

    /// One line for a person.
    public var description: String {
        switch self {
        case .storage(let reason): "order storage failed: \(reason)"
        }
    }
}

extension OrderError: ContractError {
    /// `order.storage`.
    public var key: String {
        switch self {
        case .storage: "order.storage"
        }
    }

    /// `reason`.
    public var values: [String: String] {
        switch self {
        case .storage(let reason): ["reason": reason]
        }
    }

    /// Never: storage is the app failing.
    public var isDeclined: Bool { false }
}
