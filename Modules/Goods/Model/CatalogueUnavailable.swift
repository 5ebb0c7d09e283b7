/// The catalogue could not be read or is invalid: the sentence, in the user's language, naming
/// the file and what is wrong. Goods' set-up fails with it, and the hub names it as the reason
/// every request that needs Goods fails.
struct CatalogueUnavailable: Error, CustomStringConvertible {
    let description: String
}
