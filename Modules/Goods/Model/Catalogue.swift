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

    /// Loads and checks `catalogue.json` from a bundle.
    static func load(bundle: Bundle) -> Result<Catalogue, CatalogueError> {
        guard let url = bundle.url(forResource: "catalogue", withExtension: "json") else {
            let directory = bundle.resourceURL ?? bundle.bundleURL
            return .failure(.missing(path: directory.appendingPathComponent(fileName).path))
        }
        return Result { () throws(CatalogueError) in try load(url: url) }
    }

    /// Loads and checks a catalogue file.
    static func load(url: URL) throws(CatalogueError) -> Catalogue {
        let path = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .unreadable(path: path, reason: "not a catalogue (\(error))")
        }
        var ids: Set<Int> = []
        for entry in file.items {
            guard ids.insert(entry.id).inserted else {
                throw .invalid(path: path, reason: "item id \(entry.id) appears twice; ids must be unique")
            }
            guard entry.price >= 0, entry.stock >= 0 else {
                throw .invalid(path: path, reason: "item \(entry.id) has a negative price or stock")
            }
            guard !entry.category.isEmpty, entry.name.emptyLanguages.isEmpty
            else {
                throw .invalid(path: path, reason: "item \(entry.id) needs a category and a name in en and zh-Hans")
            }
        }
        return Catalogue(entries: file.items)
    }
}
