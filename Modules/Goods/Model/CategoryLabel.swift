import Common

extension StringTable {
    /// The localised name of a category key, or the key itself when the strings have none.
    func categoryLabel(_ key: String) -> String {
        let label = string("category.\(key)")
        return label == "category.\(key)" ? key : label
    }
}
