import ContractSupport

extension PageRecord {
    /// The value of the first field of the record named `key`.
    public func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }
}
