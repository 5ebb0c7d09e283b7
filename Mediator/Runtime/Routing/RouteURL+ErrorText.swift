extension RouteURL {
    /// Hostile input shortened and made printable for an error.
    static func quoted(_ text: String) -> String {
        // Reads no more than it shows, so quoting huge input costs little.
        let scalars = text.unicodeScalars
        let printable = scalars.prefix(121).map { scalar -> String in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
        let isLonger = !scalars.dropFirst(121).isEmpty
        return isLonger || printable.count > 120 ? String(printable.prefix(117)) + "..." : printable
    }

    /// The path of a parsed URL's `text` as typed, for an error to name: after `://`, before `?` or `#`,
    /// its host lowercased (as routes see it).
    static func typedPath(of text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            let start = (bytes.firstIndex(of: UInt8(ascii: ":")) ?? 0) + 3
            let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
            let path = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let host = bytes[start..<end].prefix { $0 != UInt8(ascii: "/") }
            guard host.contains(where: { (0x41...0x5A).contains($0) }) else { return path }
            return path.prefix(host.count).lowercased() + path.dropFirst(host.count)
        }
    }
}
