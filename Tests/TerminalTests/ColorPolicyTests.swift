import Glibc
import Terminal
import Testing

struct ColorPolicyTests {
    @Test func colourOnlyOnAnInteractiveTerminal() {
        #expect(ColorPolicy.mode(noColorFlag: false, environment: ["TERM": "xterm"], outputIsTerminal: true) == .ansi)
        #expect(ColorPolicy.mode(noColorFlag: false, environment: [:], outputIsTerminal: true) == .ansi)
        #expect(ColorPolicy.mode(noColorFlag: false, environment: ["TERM": "xterm"], outputIsTerminal: false) == .plain)
    }

    @Test func theFlagAlwaysWins() {
        #expect(ColorPolicy.mode(noColorFlag: true, environment: ["TERM": "xterm"], outputIsTerminal: true) == .plain)
    }

    @Test(arguments: ["1", "true", "0", "no"])
    func anyNonEmptyNoColorTurnsColourOff(value: String) {
        #expect(
            ColorPolicy.mode(noColorFlag: false, environment: ["NO_COLOR": value], outputIsTerminal: true) == .plain)
    }

    @Test func anEmptyNoColorIsIgnored() {
        #expect(ColorPolicy.mode(noColorFlag: false, environment: ["NO_COLOR": ""], outputIsTerminal: true) == .ansi)
    }

    @Test func aDumbTerminalGetsNoColour() {
        #expect(ColorPolicy.mode(noColorFlag: false, environment: ["TERM": "dumb"], outputIsTerminal: true) == .plain)
    }

    @Test func aPipeIsNotATerminal() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        #expect(!ColorPolicy.isTerminal(descriptors[1]))
    }

    @Test func stylesAreEscapesOnlyInAnsiMode() {
        #expect(TextStyle.error.apply(to: "failed", mode: .plain) == "failed")
        #expect(TextStyle.error.apply(to: "failed", mode: .ansi) == "\u{1B}[31mfailed\u{1B}[0m")
        #expect(TextStyle.heading.apply(to: "", mode: .ansi) == "")
    }
}
