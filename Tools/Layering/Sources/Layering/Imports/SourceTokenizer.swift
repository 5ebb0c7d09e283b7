/// Splits Swift source into the tokens that matter for finding imports.
///
/// Comments (nested ones too), string literals (single-line, multi-line, raw, with interpolations
/// that hold more strings), `#/.../#` regex literals and bare `/.../` regex literals on one line are
/// skipped as wholes, so nothing inside them can look like an import. A `/` starts a bare regex where
/// an expression may begin (not after an identifier, a literal or a closing bracket), not followed by
/// a space, and closed by a `/` later on the same line; anything else is an operator. Only top-level
/// tokens are produced: the code inside an interpolation is never a declaration. A UTF-8 byte-order
/// mark at the start is skipped. Unterminated literals and comments end at the end of the line or
/// file; nothing here traps.
struct SourceTokenizer {
    private enum Context {
        case string(hashes: Int, isMultiline: Bool)
        case interpolation(parenDepth: Int)
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var sawLineBreak = true
    private var contexts: [Context] = []
    private var literalStart = 0
    private var literalLine = 1
    private var literalIsFirstOnLine = false
    private var tokens: [SourceToken] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The top-level tokens of `bytes`, a UTF-8 Swift source file.
    static func tokens(in bytes: [UInt8]) -> [SourceToken] {
        var tokenizer = SourceTokenizer(bytes: bytes)
        tokenizer.run()
        return tokenizer.tokens
    }

    private mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if byte(at: position) == ASCII.pound, byte(at: position + 1) == ASCII.exclamation {
            skipToEndOfLine()
        }
        while position < bytes.count {
            if case .string(let hashes, let isMultiline)? = contexts.last {
                scanStringBody(hashes: hashes, isMultiline: isMultiline)
            } else {
                scanCode()
            }
        }
        if !contexts.isEmpty {
            contexts.removeAll()
            emit(.literal, start: literalStart, line: literalLine, isFirstOnLine: literalIsFirstOnLine)
        }
    }

    private var isTopLevel: Bool { contexts.isEmpty }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func emit(_ kind: SourceToken.Kind, start: Int, line: Int? = nil, isFirstOnLine: Bool? = nil) {
        guard isTopLevel else { return }
        tokens.append(
            SourceToken(
                kind: kind, start: start, end: position, line: line ?? self.line,
                isFirstOnLine: isFirstOnLine ?? sawLineBreak))
        sawLineBreak = false
    }

    private mutating func scanCode() {
        let start = position
        let current = bytes[position]
        switch current {
        case ASCII.newline:
            line += 1
            position += 1
            if isTopLevel { sawLineBreak = true }
        case ASCII.space, ASCII.tab, ASCII.carriageReturn, 0x0B, 0x0C, 0:
            position += 1
        case ASCII.slash where byte(at: position + 1) == ASCII.slash:
            skipToEndOfLine()
        case ASCII.slash where byte(at: position + 1) == ASCII.asterisk:
            skipBlockComment()
        case ASCII.slash where mayStartBareRegex():
            emit(.literal, start: start)
        case ASCII.pound:
            var afterHashes = position
            while byte(at: afterHashes) == ASCII.pound { afterHashes += 1 }
            let hashes = afterHashes - position
            if byte(at: afterHashes) == ASCII.quote {
                beginString(hashes: hashes)
            } else if byte(at: afterHashes) == ASCII.slash {
                position = afterHashes + 1
                skipRawRegex(hashes: hashes)
                emit(.literal, start: start)
            } else if hashes == 1, let next = byte(at: afterHashes), ASCII.isIdentifierStart(next) {
                position = afterHashes
                skipIdentifier()
                emit(.pound, start: start)
            } else {
                position += 1
                emit(.punctuation, start: start)
            }
        case ASCII.quote:
            beginString(hashes: 0)
        case ASCII.backtick:
            position += 1
            while let next = byte(at: position), next != ASCII.backtick, next != ASCII.newline { position += 1 }
            if byte(at: position) == ASCII.backtick { position += 1 }
            emit(.identifier, start: start)
        case ASCII.openParenthesis:
            if case .interpolation(let depth)? = contexts.last {
                contexts[contexts.count - 1] = .interpolation(parenDepth: depth + 1)
            }
            position += 1
            emit(.punctuation, start: start)
        case ASCII.closeParenthesis:
            position += 1
            if case .interpolation(let depth)? = contexts.last {
                if depth == 0 {
                    contexts.removeLast()
                    return
                }
                contexts[contexts.count - 1] = .interpolation(parenDepth: depth - 1)
            }
            emit(.punctuation, start: start)
        case _ where ASCII.isDigit(current):
            while let next = byte(at: position), ASCII.isIdentifierContinuation(next) || next == ASCII.dot {
                position += 1
            }
            emit(.literal, start: start)
        case _ where ASCII.isIdentifierStart(current):
            skipIdentifier()
            emit(.identifier, start: start)
        default:
            position += 1
            emit(.punctuation, start: start)
        }
    }

    /// At a `/` that may start a bare regex literal: skips it (up to its closing `/`) and returns
    /// `true`, or returns `false` for an operator.
    private mutating func mayStartBareRegex() -> Bool {
        guard let next = byte(at: position + 1), next != ASCII.space, next != ASCII.tab, next != ASCII.newline,
            next != ASCII.carriageReturn, next != ASCII.equals
        else { return false }
        if let previous = lastCodeByte, ASCII.endsOperand(previous), !Self.regexKeywords.contains(wordBeforeSlash) {
            return false
        }
        var index = position + 1
        while let current = byte(at: index), current != ASCII.newline {
            if current == ASCII.backslash {
                index += 2
                continue
            }
            if current == ASCII.slash {
                // A regex literal does not end with a space before its closing slash.
                guard let last = byte(at: index - 1), last != ASCII.space, last != ASCII.tab else { return false }
                position = index + 1
                return true
            }
            index += 1
        }
        return false
    }

    /// Keywords after which an expression, so a regex, may begin.
    private static let regexKeywords: Set<String> = [
        "return", "case", "in", "where", "try", "await", "throw", "if", "guard", "while", "switch", "yield", "else",
    ]

    /// The identifier that ends just before the `/` at `position` (spaces between allowed).
    private var wordBeforeSlash: String {
        var end = position
        while end > 0, bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab { end -= 1 }
        var start = end
        while start > 0, ASCII.isIdentifierContinuation(bytes[start - 1]) { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The last byte before `position` that is not a space or a tab on the same line.
    private var lastCodeByte: UInt8? {
        var index = position - 1
        while index >= 0, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index -= 1 }
        return index >= 0 && bytes[index] != ASCII.newline ? bytes[index] : nil
    }

    private mutating func skipIdentifier() {
        position += 1
        while let next = byte(at: position), ASCII.isIdentifierContinuation(next) { position += 1 }
    }

    private mutating func skipToEndOfLine() {
        while let next = byte(at: position), next != ASCII.newline { position += 1 }
    }

    private mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while depth > 0, let current = byte(at: position) {
            if current == ASCII.slash, byte(at: position + 1) == ASCII.asterisk {
                depth += 1
                position += 2
            } else if current == ASCII.asterisk, byte(at: position + 1) == ASCII.slash {
                depth -= 1
                position += 2
            } else {
                if current == ASCII.newline {
                    line += 1
                    if isTopLevel { sawLineBreak = true }
                }
                position += 1
            }
        }
    }

    /// Skips the body of `#/.../#` up to and including the closing `/` and its hashes.
    private mutating func skipRawRegex(hashes: Int) {
        while let current = byte(at: position) {
            position += 1
            if current == ASCII.newline {
                line += 1
            } else if current == ASCII.slash, closingHashesMatch(hashes, at: position) {
                position += hashes
                return
            }
        }
    }

    private func closingHashesMatch(_ hashes: Int, at index: Int) -> Bool {
        guard index + hashes <= bytes.count else { return false }
        return (0..<hashes).allSatisfy { bytes[index + $0] == ASCII.pound }
    }

    /// Starts a string literal at `position`, which holds `hashes` pound signs and then a quote.
    private mutating func beginString(hashes: Int) {
        if isTopLevel {
            literalStart = position
            literalLine = line
            literalIsFirstOnLine = sawLineBreak
        }
        position += hashes
        let isMultiline = byte(at: position + 1) == ASCII.quote && byte(at: position + 2) == ASCII.quote
        position += isMultiline ? 3 : 1
        contexts.append(.string(hashes: hashes, isMultiline: isMultiline))
    }

    private mutating func endString() {
        contexts.removeLast()
        if isTopLevel {
            emit(.literal, start: literalStart, line: literalLine, isFirstOnLine: literalIsFirstOnLine)
        }
    }

    private mutating func scanStringBody(hashes: Int, isMultiline: Bool) {
        while let current = byte(at: position) {
            switch current {
            case ASCII.backslash:
                guard closingHashesMatch(hashes, at: position + 1) else {
                    position += 1
                    continue
                }
                let escaped = position + 1 + hashes
                if byte(at: escaped) == ASCII.openParenthesis {
                    position = escaped + 1
                    contexts.append(.interpolation(parenDepth: 0))
                    return
                }
                if byte(at: escaped) == ASCII.newline { line += 1 }
                position = min(escaped + 1, bytes.count)
            case ASCII.quote:
                let quotes = isMultiline ? 3 : 1
                guard (0..<quotes).allSatisfy({ byte(at: position + $0) == ASCII.quote }),
                    closingHashesMatch(hashes, at: position + quotes)
                else {
                    position += 1
                    continue
                }
                position += quotes + hashes
                endString()
                return
            case ASCII.newline:
                if !isMultiline {
                    // An unterminated single-line string ends at the line break.
                    endString()
                    return
                }
                line += 1
                position += 1
            default:
                position += 1
            }
        }
    }
}
