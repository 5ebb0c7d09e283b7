import Common
import Foundation
import Testing

struct BundleDataFileTests {
    private struct Shelf: Decodable, Equatable {
        let items: [Int]
    }

    @Test func findsReadsAndDecodesAFileAtTheTopOfTheBundle() throws {
        let bundleDirectory = try TemporaryDirectory()
        defer { bundleDirectory.remove() }
        try bundleDirectory.write(#"{"items": [1, 2, 3]}"#, to: "shelf.json")
        let bundle = try #require(Bundle(path: bundleDirectory.path))
        #expect(try BundleDataFile.load(Shelf.self, named: "shelf.json", in: bundle) == Shelf(items: [1, 2, 3]))
        #expect(try BundleDataFile.url(named: "shelf.json", in: bundle).lastPathComponent == "shelf.json")
    }

    @Test func aMissingFileIsAnErrorNamingWhereItShouldBe() throws {
        let bundleDirectory = try TemporaryDirectory()
        defer { bundleDirectory.remove() }
        let bundle = try #require(Bundle(path: bundleDirectory.path))
        let expected = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("shelf.json").path
        #expect(throws: BundleDataFileError.missing(path: expected)) {
            try BundleDataFile.load(Shelf.self, named: "shelf.json", in: bundle)
        }
        #expect(BundleDataFileError.missing(path: expected).description.contains(expected))
    }

    @Test func aFileThatCannotBeReadIsAnErrorWithItsPathAndTheReason() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("gone.json")
        #expect {
            try BundleDataFile.load(Shelf.self, from: file)
        } throws: { error in
            guard case .unreadable(let path, let reason) = error as? BundleDataFileError else { return false }
            return path == file.path && !reason.isEmpty
        }
    }

    @Test func theReasonIsTheSystemsOwnWordsNeverFoundationsErrorDomain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.url.appendingPathComponent("shelf.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(throws: BundleDataFileError.unreadable(path: folder.path, reason: "Is a directory")) {
            try BundleDataFile.load(Shelf.self, from: folder)
        }
        let missing = directory.url.appendingPathComponent("gone.json")
        #expect(throws: BundleDataFileError.unreadable(path: missing.path, reason: "No such file or directory")) {
            try BundleDataFile.load(Shelf.self, from: missing)
        }
    }

    @Test(arguments: [
        ("not json", "not valid JSON"),
        (#"{"things": []}"#, "missing key 'items' at top level"),
        (#"{"items": ["one"]}"#, "expected a number at items[0]"),
    ])
    func aFileThatIsNotTheExpectedJSONIsAnErrorWithItsPathAndAReadableReason(text: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(text, to: "shelf.json")
        let file = directory.url.appendingPathComponent("shelf.json")
        #expect {
            try BundleDataFile.load(Shelf.self, from: file)
        } throws: { error in
            guard let error = error as? BundleDataFileError, case .undecodable(let path, let found) = error else {
                return false
            }
            return path == file.path && error.path == file.path && found.reason.contains(reason)
                && error.description.contains(file.path)
        }
    }

    @Test func everyCaseNamesThePathInItsOneLine() {
        let path = "/bundle/shelf.json"
        let errors: [BundleDataFileError] = [
            .missing(path: path), .unreadable(path: path, reason: "denied"),
            .undecodable(
                path: path, reason: .init(breaking: BrokenRule(field: "[0]", found: 2, expected: .atLeast("3")))),
            .invalid(path: path, rule: BrokenRule(field: "items[1].id", found: 1, expected: .unique)),
        ]
        for error in errors {
            #expect(error.path == path)
            #expect(error.description.contains(path))
            #expect(!error.description.contains("\n"))
        }
        #expect(
            errors[3].description
                == "data file /bundle/shelf.json is invalid: items[1].id is 1, which appears before; expected unique")
    }
}
