import Common
import Foundation
import Testing

struct ResourceDirectoryTests {
    @Test func aResourcesFolderBesideTheExecutableIsFoundWithoutTheBundle() throws {
        // SwiftPM puts Common's resources beside the test runner, as beside `bazaar`.
        let beside = Bundle.main.bundleURL.appendingPathComponent("Bazaar_Common.resources", isDirectory: true)
        var isDirectory: ObjCBool = false
        try #require(FileManager.default.fileExists(atPath: beside.path, isDirectory: &isDirectory))
        try #require(isDirectory.boolValue)
        var askedTheBundle = false
        let found = ResourceDirectory.of("Bazaar_Common") {
            askedTheBundle = true
            return .main
        }
        #expect(found == beside)
        #expect(found.path == beside.path)
        #expect(!askedTheBundle)
        // Twice, the same answer (the main bundle's directory is read once per process).
        #expect(ResourceDirectory.of("Bazaar_Common") { .main } == beside)
    }

    @Test func aResourcesFolderMissingBesideTheExecutableFallsBackToTheBundle() throws {
        let fallback = try TemporaryDirectory()
        defer { fallback.remove() }
        let bundle = try #require(Bundle(path: fallback.path))
        let missing = "Bazaar_NoSuchTarget\(UUID().uuidString.prefix(8))"
        var askedTheBundle = false
        let found = ResourceDirectory.of(missing) {
            askedTheBundle = true
            return bundle
        }
        #expect(askedTheBundle)
        #expect(found == (bundle.resourceURL ?? bundle.bundleURL))
        #expect(found.standardizedFileURL.path == fallback.url.standardizedFileURL.path)
    }
}
