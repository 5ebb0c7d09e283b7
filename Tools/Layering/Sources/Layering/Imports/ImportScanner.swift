/// Finds every `import` declaration in Swift source, with its line.
///
/// Recognises plain, `@testable`, `@_exported`, `@preconcurrency`, `@_implementationOnly`, `@_spi(...)`,
/// access-level (`public`/`package`/`internal`/`private`/`fileprivate import`) and scoped
/// (`import struct M.T`) imports, several on one line separated by `;`, and imports in every branch
/// of `#if` (an import under `#if canImport(X)` still reaches for X), marked conditional unless every
/// enclosing branch is built by default (that of `#if swift(>=5.9)` or `compiler(>=6.0)`). Text in comments and in string
/// and regex literals is never an import. A pure function of the text: it reads no files.
public struct ImportScanner: Sendable {
    private static let accessLevels: Set<String> = ["public", "package", "internal", "private", "fileprivate", "open"]
    private static let scopedKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// Creates a scanner.
    public init() {}

    /// The imports of `source`, in the order they appear.
    public func imports(in source: String) -> [ImportDeclaration] {
        imports(inUTF8: Array(source.utf8))
    }

    /// The imports of a UTF-8 encoded source file, in the order they appear.
    public func imports(inUTF8 bytes: [UInt8]) -> [ImportDeclaration] {
        let tokens = SourceTokenizer.tokens(in: bytes)
        var declarations: [ImportDeclaration] = []
        // One entry per enclosing `#if`: whether the current branch is built in every default build.
        var branches: [Bool] = []
        // One entry per enclosing `#if`: the modules the current branch's condition tests with `canImport`.
        var tested: [Set<String>] = []
        // One entry per enclosing `#if`: whether the current branch is built only with DEBUG set.
        var debug: [Bool] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .pound {
                switch text(of: token, in: bytes) {
                case "#if":
                    branches.append(isAlwaysTrue(conditionAfter: index, tokens: tokens, bytes: bytes))
                    tested.append(canImportModules(conditionAfter: index, tokens: tokens, bytes: bytes))
                    debug.append(requiresDebug(conditionAfter: index, tokens: tokens, bytes: bytes))
                case "#elseif", "#else":
                    if !debug.isEmpty {
                        debug[debug.count - 1] =
                            text(of: token, in: bytes) == "#elseif"
                            && requiresDebug(conditionAfter: index, tokens: tokens, bytes: bytes)
                    }
                    if !branches.isEmpty { branches[branches.count - 1] = false }
                    if !tested.isEmpty {
                        tested[tested.count - 1] =
                            text(of: token, in: bytes) == "#else"
                            ? [] : canImportModules(conditionAfter: index, tokens: tokens, bytes: bytes)
                    }
                case "#endif":
                    _ = branches.popLast()
                    _ = tested.popLast()
                    _ = debug.popLast()
                default: break
                }
                continue
            }
            guard token.kind == .identifier, isWord("import", token, in: bytes) else { continue }
            guard
                var declaration = declaration(
                    at: index, tokens: tokens, bytes: bytes, isConditional: branches.contains(false))
            else { continue }
            declaration.isGuardedByCanImport = tested.contains { $0.contains(declaration.module) }
            declaration.isDebugOnly = debug.contains(true)
            declarations.append(declaration)
        }
        return declarations
    }

    private func declaration(
        at importIndex: Int, tokens: [SourceToken], bytes: [UInt8], isConditional: Bool
    ) -> ImportDeclaration? {
        if importIndex > 0, isPunctuation(ASCII.dot, tokens[importIndex - 1], in: bytes) { return nil }
        guard let start = statementStart(before: importIndex, tokens: tokens, bytes: bytes) else { return nil }

        var attributes: [String] = []
        var accessLevel: String?
        var cursor = start
        while cursor < importIndex {
            let token = tokens[cursor]
            if isPunctuation(ASCII.at, token, in: bytes) {
                var end = cursor + 1
                if end + 1 < importIndex, isPunctuation(ASCII.openParenthesis, tokens[end + 1], in: bytes) {
                    end = matchingClose(from: end + 1, tokens: tokens, bytes: bytes) ?? end
                }
                attributes.append((cursor...end).map { text(of: tokens[$0], in: bytes) }.joined())
                cursor = end + 1
            } else {
                accessLevel = text(of: token, in: bytes)
                cursor += 1
            }
        }

        var next = importIndex + 1
        var kind: String?
        if next + 1 < tokens.count, tokens[next].kind == .identifier, tokens[next + 1].kind == .identifier {
            let word = text(of: tokens[next], in: bytes)
            if Self.scopedKinds.contains(word) {
                kind = word
                next += 1
            }
        }
        guard next < tokens.count, tokens[next].kind == .identifier else { return nil }
        var path = [identifier(tokens[next], in: bytes)]
        while next + 2 < tokens.count, isPunctuation(ASCII.dot, tokens[next + 1], in: bytes),
            tokens[next + 2].kind == .identifier
        {
            next += 2
            path.append(identifier(tokens[next], in: bytes))
        }
        guard let module = path.first, !module.isEmpty, !Self.scopedKinds.contains(module) else { return nil }
        return ImportDeclaration(
            module: module, path: path, kind: kind, attributes: attributes, accessLevel: accessLevel,
            line: tokens[importIndex].line, isConditional: isConditional)
    }

    /// The modules `X` of every `canImport(X)` (or `canImport(X, _version: ...)`) not negated with `!`
    /// in the condition after the `#if` or `#elseif` at `poundIndex`.
    private func canImportModules(conditionAfter poundIndex: Int, tokens: [SourceToken], bytes: [UInt8]) -> Set<String>
    {
        var modules: Set<String> = []
        var index = poundIndex + 1
        while index + 2 < tokens.count, !tokens[index].isFirstOnLine {
            if tokens[index].kind == .identifier, isWord("canImport", tokens[index], in: bytes),
                isPunctuation(ASCII.openParenthesis, tokens[index + 1], in: bytes),
                tokens[index + 2].kind == .identifier,
                !(index > poundIndex + 1 && text(of: tokens[index - 1], in: bytes) == "!")
            {
                modules.insert(identifier(tokens[index + 2], in: bytes))
            }
            index += 1
        }
        return modules
    }

    /// Whether the condition after the `#if` or `#elseif` at `poundIndex` holds only when `DEBUG` is
    /// set: `DEBUG`, or `DEBUG && ...` (no `||`, `DEBUG` not negated).
    private func requiresDebug(conditionAfter poundIndex: Int, tokens: [SourceToken], bytes: [UInt8]) -> Bool {
        var index = poundIndex + 1
        var found = false
        while index < tokens.count, !tokens[index].isFirstOnLine {
            let word = text(of: tokens[index], in: bytes)
            if word == "|" || word == "||" { return false }
            if word == "DEBUG" {
                if index > poundIndex + 1, text(of: tokens[index - 1], in: bytes) == "!" { return false }
                found = true
            }
            index += 1
        }
        return found
    }

    /// Whether the `#if` at `poundIndex` tests only `swift(>=N)` or `compiler(>=N)` with N at most 6.0,
    /// which every toolchain that can build a Swift 6 manifest's package passes.
    private func isAlwaysTrue(conditionAfter poundIndex: Int, tokens: [SourceToken], bytes: [UInt8]) -> Bool {
        var condition = ""
        var index = poundIndex + 1
        while index < tokens.count, !tokens[index].isFirstOnLine {
            condition += text(of: tokens[index], in: bytes)
            index += 1
        }
        for function in ["swift(>=", "compiler(>="] where condition.hasPrefix(function) && condition.hasSuffix(")") {
            let text = condition.dropFirst(function.count).dropLast()
            guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." }) else { return false }
            let version = text.split(separator: ".").compactMap { Int($0) }
            return !version.isEmpty && version.lexicographicallyPrecedes([6, 0, 1])
        }
        return false
    }

    /// The index of the first token of the import statement ending at `importIndex` (attributes and
    /// modifiers included), or `nil` if `import` does not begin a statement.
    private func statementStart(before importIndex: Int, tokens: [SourceToken], bytes: [UInt8]) -> Int? {
        var candidates = [importIndex]
        var cursor = importIndex
        while cursor > 0 {
            let previous = tokens[cursor - 1]
            if previous.kind == .identifier, Self.accessLevels.contains(text(of: previous, in: bytes)),
                !(cursor >= 2 && isPunctuation(ASCII.at, tokens[cursor - 2], in: bytes))
            {
                cursor -= 1
            } else if previous.kind == .identifier, cursor >= 2, isPunctuation(ASCII.at, tokens[cursor - 2], in: bytes)
            {
                cursor -= 2
            } else if isPunctuation(ASCII.closeParenthesis, previous, in: bytes),
                let open = matchingOpen(from: cursor - 1, tokens: tokens, bytes: bytes), open >= 2,
                tokens[open - 1].kind == .identifier, isPunctuation(ASCII.at, tokens[open - 2], in: bytes)
            {
                cursor = open - 2
            } else {
                break
            }
            candidates.append(cursor)
        }
        return candidates.reversed().first { index in
            index == 0 || tokens[index].isFirstOnLine || isPunctuation(ASCII.semicolon, tokens[index - 1], in: bytes)
        }
    }

    private func matchingOpen(from closeIndex: Int, tokens: [SourceToken], bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = closeIndex
        while index >= 0, closeIndex - index < 64 {
            if isPunctuation(ASCII.closeParenthesis, tokens[index], in: bytes) { depth += 1 }
            if isPunctuation(ASCII.openParenthesis, tokens[index], in: bytes) {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    private func matchingClose(from openIndex: Int, tokens: [SourceToken], bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = openIndex
        while index < tokens.count, index - openIndex < 64 {
            if isPunctuation(ASCII.openParenthesis, tokens[index], in: bytes) { depth += 1 }
            if isPunctuation(ASCII.closeParenthesis, tokens[index], in: bytes) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private func isPunctuation(_ byte: UInt8, _ token: SourceToken, in bytes: [UInt8]) -> Bool {
        token.kind == .punctuation && bytes[token.start] == byte
    }

    private func isWord(_ word: StaticString, _ token: SourceToken, in bytes: [UInt8]) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[token.start + $0] == buffer[$0] }
        }
    }

    private func text(of token: SourceToken, in bytes: [UInt8]) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func identifier(_ token: SourceToken, in bytes: [UInt8]) -> String {
        let raw = text(of: token, in: bytes)
        guard raw.hasPrefix("`") else { return raw }
        return String(raw.dropFirst().prefix { $0 != "`" })
    }
}
