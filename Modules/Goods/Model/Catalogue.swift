import Common
import Foundation

/// The catalogue as shipped in the module's bundle: items in catalogue order, with their
/// initial stock. Stock that changes lives in the state store, not here.
struct Catalogue: Sendable {
    /// The file name of the catalogue in the bundle.
    static let fileName = "catalogue.json"

    private struct File: Decodable {
        let items: [CatalogueEntry]
    }

    /// The items, in catalogue order.
    let entries: [CatalogueEntry]
    private let indexByID: [Int: Int]

    /// A catalogue of `entries`; ids must be unique (`load` checks that).
    init(entries: [CatalogueEntry]) {
        self.entries = entries
        var indexByID: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() where indexByID[entry.id] == nil {
            indexByID[entry.id] = index
        }
        self.indexByID = indexByID
    }

    /// The item with this id, if any.
    func entry(id: Int) -> CatalogueEntry? {
        indexByID[id].map { entries[$0] }
    }

    /// The category keys in the order they first appear.
    var categories: [String] {
        var seen: Set<String> = []
        return entries.map(\.category).filter { seen.insert($0).inserted }
    }

    /// Loads and checks a catalogue file.
    static func load(url: URL) throws(BundleDataFileError) -> Catalogue {
        let path = url.path
        let file = try BundleDataFile.load(File.self, from: url)
        var ids: Set<Int> = []
        for (index, entry) in file.items.enumerated() {
            let at = "items[\(index)]"
            guard ids.insert(entry.id).inserted else {
                throw .invalid(path: path, rule: BrokenRule(field: at + ".id", found: entry.id, expected: .unique))
            }
            guard entry.price >= 0 else {
                throw .invalid(
                    path: path, rule: BrokenRule(field: at + ".price", found: entry.price, expected: .atLeast("0")))
            }
            guard entry.stock >= 0 else {
                throw .invalid(
                    path: path, rule: BrokenRule(field: at + ".stock", found: entry.stock, expected: .atLeast("0")))
            }
            guard !entry.category.isEmpty else {
                throw .invalid(path: path, rule: BrokenRule(field: at + ".category", found: "", expected: .notEmpty))
            }
            if let language = entry.name.emptyLanguages.first {
                throw .invalid(
                    path: path,
                    rule: BrokenRule(field: at + ".name." + language.rawValue, found: "", expected: .notEmpty))
            }
        }
        return Catalogue(entries: file.items)
    }
}
