/// A package's described graph as the manifest cache keeps it: one line per record, fields split by
/// tabs, read back byte by byte. `swift package describe`'s JSON for 10,000 targets is 5 MB that
/// `JSONDecoder` takes a tenth of a re-check to read; this holds only what ``PackageDescriptionDecoder``
/// keeps. Module maps are not recorded: they are read from the target's folder on every load, as the
/// cache's key does not cover their contents.
enum PackageGraphRecord {
    /// The first line: a record in another format is not read.
    static let header = "layering-graph-1"

    /// The record of `graph` (decoded from `describe`, its skipped targets set).
    static func encode(_ graph: PackageGraph) -> [UInt8] {
        var text: [UInt8] = Array((header + "\n").utf8)
        func line(_ tag: String, _ fields: [String], always: Bool = true) {
            guard always || !fields.isEmpty else { return }
            text += tag.utf8
            for field in fields {
                text.append(ASCII.tab)
                for byte in field.utf8 {
                    switch byte {
                    case ASCII.backslash: text += [ASCII.backslash, ASCII.backslash]
                    case ASCII.tab: text += [ASCII.backslash, UInt8(ascii: "t")]
                    case ASCII.newline: text += [ASCII.backslash, UInt8(ascii: "n")]
                    default: text.append(byte)
                    }
                }
            }
            text.append(ASCII.newline)
        }
        line("G", [graph.name, graph.rootPath])
        if let localization = graph.defaultLocalization { line("L", [localization]) }
        line("E", graph.externalPackages, always: false)
        line("D", graph.localDependencyPaths, always: false)
        line("R", graph.remotePackages, always: false)
        line("S", graph.skippedTargets, always: false)
        for product in graph.products.keys.sorted() { line("X", [product] + graph.products[product, default: []]) }
        for target in graph.targets {
            line("T", [target.name, target.moduleName, target.kind.rawValue, target.path])
            line("s", target.sources, always: false)
            line("t", target.targetDependencies, always: false)
            line("p", target.productDependencies, always: false)
            for resource in target.resources {
                line("r", [resource.path, resource.rule.rawValue] + (resource.localization.map { [$0] } ?? []))
            }
        }
        return text
    }

    /// The graph `bytes` records, its targets' module maps read from `rootPath`; `nil` when `bytes`
    /// is not such a record.
    static func decode(_ bytes: some Collection<UInt8>) -> PackageGraph? {
        let bytes = Array(bytes)
        let header = Array((Self.header + "\n").utf8)
        guard bytes.starts(with: header) else { return nil }
        var name: String?
        var rootPath = ""
        var localization: String?
        var lists: [String: [String]] = [:]
        var products: [String: [String]] = [:]
        var targets: [PackageTarget] = []
        var start = header.count
        var fields: [String] = []
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != ASCII.newline { end += 1 }
            guard end < bytes.count else { return nil }  // cut short
            defer { start = end + 1 }
            fields.removeAll(keepingCapacity: true)
            var field: [UInt8] = []
            var escaped = false
            var index = start
            while index < end, bytes[index] != ASCII.tab { index += 1 }
            let tag = String(decoding: bytes[start..<index], as: UTF8.self)
            var fieldStart = index + 1
            while index < end {
                index += 1
                guard index == end || bytes[index] == ASCII.tab else {
                    if bytes[index] == ASCII.backslash { escaped = true }
                    continue
                }
                if escaped {
                    field.removeAll(keepingCapacity: true)
                    var position = fieldStart
                    while position < index {
                        if bytes[position] == ASCII.backslash, position + 1 < index {
                            position += 1
                            field.append(
                                bytes[position] == UInt8(ascii: "t")
                                    ? ASCII.tab : bytes[position] == UInt8(ascii: "n") ? ASCII.newline : bytes[position]
                            )
                        } else {
                            field.append(bytes[position])
                        }
                        position += 1
                    }
                    fields.append(String(decoding: field, as: UTF8.self))
                } else if fieldStart <= index {
                    fields.append(String(decoding: bytes[fieldStart..<index], as: UTF8.self))
                }
                escaped = false
                fieldStart = index + 1
            }
            switch tag {
            case "G" where fields.count == 2:
                name = fields[0]
                rootPath = fields[1]
            case "L" where fields.count == 1: localization = fields[0]
            case "E", "D", "R", "S": lists[tag] = fields
            case "X" where !fields.isEmpty: products[fields[0]] = Array(fields.dropFirst())
            case "T" where fields.count == 4:
                let kind = TargetKind(rawValue: fields[2]) ?? .other
                var target = PackageTarget(name: fields[0], moduleName: fields[1], kind: kind, path: fields[3])
                target.moduleMapModules = ModuleMap.modules(
                    ofTargetIn: rootPath + (target.path.isEmpty ? "" : "/\(target.path)"), kind: kind)
                targets.append(target)
            case "s" where !targets.isEmpty: targets[targets.count - 1].sources = fields
            case "t" where !targets.isEmpty: targets[targets.count - 1].targetDependencies = fields
            case "p" where !targets.isEmpty: targets[targets.count - 1].productDependencies = fields
            case "r" where !targets.isEmpty && (fields.count == 2 || fields.count == 3):
                guard let rule = PackageResource.Rule(rawValue: fields[1]) else { return nil }
                targets[targets.count - 1].resources.append(
                    PackageResource(path: fields[0], rule: rule, localization: fields.count == 3 ? fields[2] : nil))
            default: return nil
            }
        }
        guard let name else { return nil }
        var graph = PackageGraph(name: name, rootPath: rootPath, targets: targets, externalPackages: lists["E"] ?? [])
        graph.defaultLocalization = localization
        graph.products = products
        graph.localDependencyPaths = lists["D"] ?? []
        graph.remotePackages = lists["R"] ?? []
        graph.skippedTargets = lists["S"] ?? []
        return graph
    }
}
