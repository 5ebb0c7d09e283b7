import Common
import Foundation

/// A file store in a fresh temporary directory whose document `name` exists but cannot be read
/// (a folder stands in its place, which no one can read as a file, root included).
public struct UnreadableDocument {
    /// The store.
    public let store: FileStateStore
    /// The document's file, as errors name it.
    public let path: String

    /// A store whose document `name` cannot be read.
    public init(_ name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bazaar-unreadable-\(UUID().uuidString)", isDirectory: true)
        let file = directory.appendingPathComponent("\(name).json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        store = FileStateStore(directory: directory, notice: { _ in }, waiting: { _ in })
        path = file.path
    }

    /// The line a service's storage error says in `language`: the file and the system's reason.
    public func reason(in language: Language) -> String {
        language == .simplifiedChinese
            ? "无法读取状态文件 \(path)：系统报告“Is a directory”" : "cannot read state file \(path): Is a directory"
    }
}
