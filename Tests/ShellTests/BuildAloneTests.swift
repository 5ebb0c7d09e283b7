import TestSupport
import Testing

@testable import Shell

/// `swift build --target <Module>` compiles nothing but the runtime, the contracts, Common and
/// that module: held from the package's declared target graph.
@Suite struct BuildAloneTests {
    @Test func eachModuleDependsOnlyOnTheMediatorAndCommon() throws {
        let package = try DescribedPackage.describe()
        for module in ShellModule.all.map(\.name) {
            let dependencies = try #require(package.transitiveDependencies(of: module), "no target \(module)")
            #expect(
                dependencies == ["Mediator", "MediatorRuntime", "Common"],
                "\(module) builds with \(dependencies.sorted())")
        }
    }
}
