import Foundation

/// What one Swift file says about keys and resource names, read from its tokens (comments are
/// never read; the code inside a string's interpolations is, as code: `"\(strings("key"))"` uses
/// `key`).
struct SwiftKeyScanner {
    /// A call of a key function with a string literal as its key argument.
    struct KeyCall: Hashable {
        var function: KeyFunction
        /// The literal's value, or `nil` when it is built at run time (an interpolation).
        var argument: String?
        var line: Int
    }

    /// What the file holds.
    struct Usage {
        /// Every call of a key function.
        var calls: [KeyCall] = []
        /// Every string literal's value (without interpolations), outside generated files.
        var literals: Set<String> = []
        /// Every identifier, outside generated files; besides each name, a member access adds its
        /// qualifier and name (`Settings.title` for `L10n.Settings.title`), an implicit member its
        /// name after a dot (`.title`).
        var identifiers: Set<String> = []
        /// In a generated file: each declared accessor → the literals of its declaration. An accessor
        /// declared in a type is keyed by the type's name and its own (`Settings.title`), one at the
        /// top level by its name.
        var accessors: [String: Set<String>] = [:]
        /// Whether the file looks generated (a SwiftGen or R.swift header, `*.generated.swift`, a `Generated/` folder).
        var isGenerated = false
    }

    let functions: [KeyFunction]

    /// Reads one file's bytes; `path` tells a generated file by its name.
    func usage(of bytes: [UInt8], path: String) -> Usage {
        let tokens = SourceTokenizer.tokens(in: bytes)
        var usage = Usage()
        usage.isGenerated = Self.looksGenerated(bytes, path: path)
        func text(_ token: SourceToken) -> String {
            String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        }
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
            index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].start] == byte
        }
        var declaration: String?
        var expectsName = false
        // In a generated file: the type each open brace belongs to (`nil`: a body, not a type), and
        // the type named since the last `enum`, `struct`, `class`, `actor` or `extension`.
        var enclosing: [String?] = []
        var typeKeyword = false
        var pendingType: String?
        var typeNameOpen = false
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier:
                let name = text(token).trimmingCharacters(in: ["`"])
                let afterDot = index > 0 && isPunctuation(index - 1, ASCII.dot)
                if usage.isGenerated {
                    if expectsName {
                        declaration =
                            enclosing.last(where: { $0 != nil }).flatMap { $0 }.map { "\($0).\(name)" } ?? name
                    }
                    expectsName = ["let", "var", "func", "case"].contains(name)
                    // `enum Settings`, `extension L10n.Settings`: the last name before the brace.
                    if typeKeyword, pendingType == nil || (typeNameOpen && afterDot), name.first?.isUppercase == true {
                        pendingType = name
                        typeNameOpen = true
                    }
                    typeKeyword = typeKeyword || ["enum", "struct", "class", "actor", "extension"].contains(name)
                } else {
                    usage.identifiers.insert(name)
                    if afterDot {
                        let qualifier =
                            index > 1 && tokens[index - 2].kind == .identifier ? text(tokens[index - 2]) : ""
                        usage.identifiers.insert("\(qualifier.trimmingCharacters(in: ["`"])).\(name)")
                    }
                }
                guard isPunctuation(index + 1, ASCII.openParenthesis), !usage.isGenerated else { continue }
                var chain = [name]
                var back = index - 1
                while back >= 1, isPunctuation(back, ASCII.dot), tokens[back - 1].kind == .identifier {
                    chain.insert(text(tokens[back - 1]).trimmingCharacters(in: ["`"]), at: 0)
                    back -= 2
                }
                guard let function = functions.first(where: { $0.matches(chain: chain) }) else { continue }
                var argument = index + 2
                var label: String?
                if argument + 1 < tokens.count, tokens[argument].kind == .identifier,
                    isPunctuation(argument + 1, UInt8(ascii: ":"))
                {
                    label = text(tokens[argument])
                    argument += 2
                }
                guard function.label == nil || function.label == (label ?? KeyFunction.unlabelled),
                    argument < tokens.count, tokens[argument].kind == .literal,
                    SwiftStringLiteral.isString(bytes, tokens[argument])
                else { continue }
                usage.calls.append(
                    KeyCall(
                        function: function, argument: SwiftStringLiteral.value(bytes, tokens[argument]),
                        line: tokens[argument].line))
            case .literal:
                for (range, line) in Self.interpolations(in: bytes, token) where !usage.isGenerated {
                    usage.add(self.usage(of: Array(bytes[range]), path: path), fromLine: line)
                }
                guard let value = SwiftStringLiteral.value(bytes, token) else { continue }
                if usage.isGenerated {
                    usage.accessors[declaration ?? "", default: []].insert(value)
                } else {
                    usage.literals.insert(value)
                }
            case .pound, .punctuation:
                guard usage.isGenerated, token.kind == .punctuation else { continue }
                expectsName = false
                switch bytes[token.start] {
                case UInt8(ascii: "{"):
                    enclosing.append(pendingType)
                    (typeKeyword, pendingType, typeNameOpen) = (false, nil, false)
                case UInt8(ascii: "}"):
                    _ = enclosing.popLast()
                case ASCII.dot: break
                default: typeNameOpen = false
                }
            }
        }
        return usage
    }

    /// The code of each interpolation of the string literal `token` (`\(...)`, or `\#(...)` in a
    /// raw string of one `#`), with the line it starts on; the tokenizer reads what each holds, so a
    /// parenthesis inside a string there does not end it.
    static func interpolations(in bytes: [UInt8], _ token: SourceToken) -> [(Range<Int>, line: Int)] {
        guard SwiftStringLiteral.isString(bytes, token) else { return [] }
        let hashes = bytes[token.start..<token.end].prefix { $0 == UInt8(ascii: "#") }.count
        let opening = [ASCII.backslash] + Array(repeating: UInt8(ascii: "#"), count: hashes) + [ASCII.openParenthesis]
        var found: [(Range<Int>, line: Int)] = []
        var index = token.start
        while index + opening.count <= token.end {
            guard bytes[index..<(index + opening.count)].elementsEqual(opening) else {
                index += 1
                continue
            }
            let start = index + opening.count
            var depth = 1
            var end = token.end
            for inner in SourceTokenizer.tokens(in: Array(bytes[start..<token.end])) where inner.kind == .punctuation {
                let byte = bytes[start + inner.start]
                if byte == ASCII.openParenthesis { depth += 1 }
                if byte == ASCII.closeParenthesis { depth -= 1 }
                if depth == 0 {
                    end = start + inner.start
                    break
                }
            }
            let line = token.line + bytes[token.start..<start].count { $0 == ASCII.newline }
            found.append((start..<end, line))
            index = end
        }
        return found
    }

    static func looksGenerated(_ bytes: [UInt8], path: String) -> Bool {
        if path.hasSuffix(".generated.swift") || path.contains("/Generated/") { return true }
        let header = String(decoding: bytes.prefix(600), as: UTF8.self).lowercased()
        return header.contains("generated")
            && ["do not edit", "swiftgen", "r.swift", "automatically", "don't edit"].contains { header.contains($0) }
    }
}

extension SwiftKeyScanner.Usage {
    /// Adds what the code of an interpolation holds, its lines counted from `line`.
    fileprivate mutating func add(_ inner: Self, fromLine line: Int) {
        calls += inner.calls.map { call in
            var call = call
            call.line += line - 1
            return call
        }
        literals.formUnion(inner.literals)
        identifiers.formUnion(inner.identifiers)
    }
}
