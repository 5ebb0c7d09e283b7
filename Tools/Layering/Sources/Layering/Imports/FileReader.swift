import Foundation

/// Reads whole files as bytes.
enum FileReader {
    static func bytes(atPath path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
