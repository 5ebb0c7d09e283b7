import Common
import Foundation
import Testing

struct DescriptorOutputTests {
    @Test func writesEveryByteOfALargeTextToAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("descriptor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        let text = String(repeating: "龙井 tea, ", count: 100_000)
        #expect(DescriptorOutput.writeAll(text, to: handle.fileDescriptor) == 0)
        try handle.close()
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    @Test func answersTheErrorOfAClosedDescriptor() {
        #expect(DescriptorOutput.writeAll("x", to: -1) == EBADF)
    }
}
