import Console
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The line editor driven through its input and output parameters: keys come from a pipe
/// (so raw mode is not used), what it draws is collected.
struct LineEditorTests {
    final class Drawn {
        var text = ""
    }

    /// Reads lines from `keys` until the end; answers what each read gave and what was drawn.
    func session(
        _ keys: String, history: [String] = [], columns: Int = 80
    ) throws -> (
        inputs: [LineEditor.Input], drawn: String
    ) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        try writer.write(contentsOf: Data(keys.utf8))
        try writer.close()
        defer { close(ends[0]) }
        let drawn = Drawn()
        let editor = LineEditor(
            input: ends[0], write: { drawn.text += $0 }, columns: { columns },
            history: LineHistory(entries: history))
        var inputs: [LineEditor.Input] = []
        while true {
            let input = editor.read(prompt: "> ")
            inputs.append(input)
            if input == .end { break }
        }
        return (inputs, drawn.text)
    }

    @Test func linesAreEditedAndAccepted() async throws {
        let (inputs, _) = try session("X1\u{1B}[D\u{7F}\rack\u{1}b\u{5}\r")
        #expect(inputs == [.line("1"), .line("back"), .end])
    }

    @Test func ctrlZDropsTheLineAndAsksToSuspend() async throws {
        let (inputs, drawn) = try session("half\u{1A}show\r")
        #expect(inputs == [.suspend, .line("show"), .end])
        #expect(drawn.contains("^Z\n"), "\(drawn.debugDescription)")
    }

    @Test func upRecallsEarlierLinesAndDownComesBack() async throws {
        let (inputs, _) = try session("one\r\u{1B}[A\u{1B}[A\r\u{10}\u{10}x\u{E}\u{E}\r", history: ["zero"])
        #expect(inputs == [.line("one"), .line("zero"), .line(""), .end])
    }

    @Test func ctrlCClearsTheLine() async throws {
        let (inputs, drawn) = try session("quit\u{3}show\r")
        #expect(inputs == [.line("show"), .end])
        #expect(drawn.contains("^C\n"))
    }

    @Test func ctrlDLeavesOnlyOnAnEmptyLine() async throws {
        let (inputs, drawn) = try session("ab\u{2}\u{4}\r\u{4}never\r")
        #expect(inputs == [.line("a"), .end])
        #expect(drawn.hasSuffix("\n"))
    }

    @Test func aLineOverTheLimitIsRefusedAndTheNextLineWorks() async throws {
        let long = String(repeating: "a", count: LineEditor.maximumLength + 10)
        let (inputs, drawn) = try session(long + "\r" + "ok\r")
        #expect(inputs == [.tooLong, .line("ok"), .end])
        #expect(!drawn.contains(String(repeating: "a", count: 80)), "at most one row of it is drawn")
        let exact = String(repeating: "b", count: LineEditor.maximumLength)
        #expect(try session(exact + "\r").inputs == [.line(exact), .end])
        #expect(try session(long + "\u{15}ok\r").inputs == [.line("ok"), .end], "Ctrl-U starts again")
    }

    @Test func aLongLineScrollsToKeepTheCursorInView() async throws {
        let (_, drawn) = try session(String(repeating: "x", count: 30) + "END\r", columns: 20)
        let rows = drawn.split(separator: "\r").map(String.init)
        #expect(rows.allSatisfy { $0.replacingOccurrences(of: "\u{1B}[K", with: "").count <= 20 })
        let accepted = "> " + String(repeating: "x", count: 14) + "END\u{1B}[K\n"
        #expect(rows.contains(accepted), "the last 17 characters fit beside the prompt: \(rows)")
    }

    @Test func wideCharactersMoveTheCursorByTheirWidth() async throws {
        let (inputs, drawn) = try session("购物\u{1B}[D\r")
        #expect(inputs == [.line("购物"), .end])
        #expect(drawn.contains("> 购物\u{1B}[K\u{1B}[2D"))
    }
}
