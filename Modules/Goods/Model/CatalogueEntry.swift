import Common

/// One item of the catalogue as the bundle's `catalogue.json` describes it.
struct CatalogueEntry: Decodable, Sendable, Hashable {
    /// The item's number.
    let id: Int
    /// Its category key, as in `tea`.
    let category: String
    /// Its unit price in minor units (fen).
    let price: Int
    /// How many there are before anything is sold.
    let stock: Int
    /// Its name in every language.
    let name: LocalizedText
}
