import Foundation
import Layering

let scanner = ImportScanner()
for path in CommandLine.arguments.dropFirst() {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    for d in scanner.imports(inUTF8: Array(data)) {
        print("\(path):\(d.line): \(d.text)\(d.isConditional ? " (#if)" : "")")
    }
}
