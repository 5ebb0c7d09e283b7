import Common
import Foundation
import Testing

struct StateDirectoryTests {
    private func resolve(_ explicit: String? = nil, _ environment: [String: String]) throws -> String {
        try StateDirectory.resolve(
            explicitPath: explicit,
            environmentVariable: "BAZAAR_STATE_DIR",
            appName: "bazaar",
            environment: environment,
            currentDirectory: "/work/here"
        ).path
    }

    private let full = [
        "BAZAAR_STATE_DIR": "/from/variable", "XDG_STATE_HOME": "/xdg", "HOME": "/home/ada",
    ]

    /// The directory is standardised as Foundation's `standardizedFileURL` does it, whether or not
    /// the path has anything to standardise (the resolver skips Foundation when it has not).
    @Test(arguments: [
        "/plain/path", "/with space/and%25percent", "/中文/目录", "/a/./b", "/a/b/..", "/a//b", "/a/b/.", "/a/..b/c.",
        "/a/.../b", "/./a", "/..", "/", "relative/dir", "./relative", "../up", "~/in home", "/trailing/",
    ])
    func theDirectoryIsStandardisedAsFoundationDoesIt(path: String) throws {
        let resolved = try StateDirectory.resolve(
            explicitPath: path, environmentVariable: "BAZAAR_STATE_DIR", appName: "bazaar",
            environment: ["HOME": "/home/user"], currentDirectory: "/work/here")
        let expanded = path.hasPrefix("~/") ? "/home/user" + path.dropFirst() : path
        let foundation = URL(
            fileURLWithPath: expanded, isDirectory: true,
            relativeTo: URL(fileURLWithPath: "/work/here", isDirectory: true)
        ).standardizedFileURL
        #expect(resolved.path == foundation.path)
        #expect(resolved.hasDirectoryPath)
        let store = FileStateStore(directory: resolved)
        #expect(store.directory.path == foundation.path)
    }

    @Test func anExplicitPathWins() throws {
        #expect(try resolve("/explicit", full) == "/explicit")
    }

    @Test func thenTheNamedVariable() throws {
        #expect(try resolve(nil, full) == "/from/variable")
        #expect(try resolve("", full) == "/from/variable")
    }

    @Test func thenXDGStateHome() throws {
        #expect(try resolve(nil, ["XDG_STATE_HOME": "/xdg", "HOME": "/home/ada"]) == "/xdg/bazaar")
    }

    @Test func aRelativeXDGStateHomeIsIgnoredAsTheSpecificationSays() throws {
        #expect(try resolve(nil, ["XDG_STATE_HOME": "xdg", "HOME": "/home/ada"]) == "/home/ada/.local/state/bazaar")
    }

    @Test func thenTheHomeDirectory() throws {
        #expect(try resolve(nil, ["HOME": "/home/ada", "BAZAAR_STATE_DIR": ""]) == "/home/ada/.local/state/bazaar")
    }

    @Test func relativePathsResolveAgainstTheCurrentDirectory() throws {
        #expect(try resolve("state", [:]) == "/work/here/state")
        #expect(try resolve("../state/./x", [:]) == "/work/state/x")
        #expect(try resolve(nil, ["BAZAAR_STATE_DIR": "rel"]) == "/work/here/rel")
    }

    @Test func aTildeMeansHome() throws {
        #expect(try resolve("~/bazaar-state", ["HOME": "/home/ada"]) == "/home/ada/bazaar-state")
    }

    @Test func nothingToGoOnIsAClearError() {
        let expected = StateStoreError.directoryUnresolved(
            reason: .homeUnset(variable: "BAZAAR_STATE_DIR"))
        #expect(throws: expected) { try resolve(nil, [:]) }
        #expect(
            expected.description
                == "cannot work out a state directory: HOME is not set; set BAZAAR_STATE_DIR or XDG_STATE_HOME to a directory"
        )
    }
}
