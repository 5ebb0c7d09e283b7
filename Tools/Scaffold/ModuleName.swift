/// A new module's name, checked on its own: UpperCamelCase ASCII letters and digits, at most 30
/// characters, and none of the names Swift or the package already give a meaning.
struct ModuleName {
    /// The name as typed, as in `Coupons`.
    let name: String

    /// Names that would shadow a toolchain module or clash with the contracts' own members.
    static let reserved: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Synchronization",
        "Testing", "XCTest", "Glibc", "Musl", "Darwin", "Android", "WinSDK", "Swift", "Observation", "Bazaar",
        "Any", "Self", "Type", "Protocol", "All", "Named",
    ]

    /// Checks `text`.
    init(_ text: String) throws(ScaffoldError) {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, ("A"..."Z").contains(first) else {
            throw .usage("module name '\(text)' must start with a capital letter A-Z, as in Coupons")
        }
        guard scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
            throw .usage("module name '\(text)' may hold only letters A-Z, a-z and digits, as in GiftCards")
        }
        guard scalars.count <= 30 else { throw .usage("module name '\(text)' is longer than 30 characters") }
        guard !Self.reserved.contains(text) else {
            throw .usage("module name '\(text)' is taken by Swift or the contracts; choose another")
        }
        name = text
    }

    /// The name with a lowercase first letter, as the contract's static member: `coupons`.
    var member: String { name.prefix(1).lowercased() + name.dropFirst() }

    /// The module's contract target, in `Mediator/Contracts/<name>`: `CouponsContract`.
    var contract: String { "\(name)Contract" }

    /// The entry route's pattern: the name lowercased, as in `coupons`.
    var pattern: String { name.lowercased() }
}
