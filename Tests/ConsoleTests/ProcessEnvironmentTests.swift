import Console
import Foundation
import Testing

/// The front end reads only its own variables from the process environment, with `getenv`.
struct ProcessEnvironmentTests {
    @Test func theProgramReadsItsVariablesAsFoundationSeesThem() {
        let all = ProcessInfo.processInfo.environment
        #expect(ConsoleProgram.processEnvironment() == all.filter { ConsoleProgram.variables.contains($0.key) })
        #expect(
            Set(ConsoleProgram.variables).isSuperset(of: [
                ConsoleProgram.stateDirectoryVariable, ConsoleProgram.languageVariable,
                ConsoleProgram.lockTimeoutVariable,
            ]))
    }
}
