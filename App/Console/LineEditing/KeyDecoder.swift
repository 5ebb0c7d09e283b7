import Terminal

/// Turns the bytes a terminal sends in raw mode into ``EditorKey``s: UTF-8 text, control keys,
/// and ANSI escape sequences, which are always consumed whole — an unknown sequence becomes
/// `.ignored`, never text: CSI (`ESC [`), SS3 (`ESC O`), the control strings a terminal may
/// send back (OSC `ESC ]`, DCS `ESC P`, APC `ESC _`, PM `ESC ^`, SOS `ESC X`, read to BEL or
/// ST, or cut short by CAN or SUB) and Alt with any of these (`ESC ESC [ A`).
public enum KeyDecoder {
    /// Reads one key with `nextByte`; `nil` when the input ended before a key began.
    public static func next(_ nextByte: () -> UInt8?) -> EditorKey? {
        guard let byte = nextByte() else { return nil }
        switch byte {
        case 0x01: return .home
        case 0x02: return .left
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x05: return .end
        case 0x06: return .right
        case 0x08, 0x7F: return .backspace
        case 0x0A, 0x0D: return .enter
        case 0x0B: return .deleteToEnd
        case 0x0C: return .redraw
        case 0x0E: return .down
        case 0x10: return .up
        case 0x15: return .deleteToStart
        case 0x17: return .deleteWordBefore
        case 0x1A: return .suspend
        case 0x1B: return escapeSequence(nextByte)
        case 0x00..<0x20: return .ignored
        case 0x20..<0x80: return character(Unicode.Scalar(byte))
        default: return utf8(lead: byte, nextByte)
        }
    }

    private static func character(_ scalar: Unicode.Scalar) -> EditorKey {
        TerminalSanitizer.isDrawable(scalar) ? .insert(scalar) : .ignored
    }

    /// Decodes a multi-byte UTF-8 character whose first byte is `lead`.
    private static func utf8(lead: UInt8, _ nextByte: () -> UInt8?) -> EditorKey {
        let (count, initial): (Int, UInt32)
        switch lead {
        case 0xC2...0xDF: (count, initial) = (1, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (count, initial) = (2, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (count, initial) = (3, UInt32(lead & 0x07))
        default: return .ignored
        }
        var value = initial
        for _ in 0..<count {
            guard let byte = nextByte(), byte & 0xC0 == 0x80 else { return .ignored }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = [1: 0x80, 2: 0x800, 3: 0x10000][count] ?? 0
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return .ignored }
        return character(scalar)
    }

    /// Reads the rest of a sequence that began with ESC.
    private static func escapeSequence(_ nextByte: () -> UInt8?) -> EditorKey {
        switch nextByte() {
        case UInt8(ascii: "["):
            return controlSequence(nextByte)
        case UInt8(ascii: "O"):
            guard let final = nextByte() else { return .ignored }
            return key(final: final, parameters: [])
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            skipControlString(nextByte)
            return .ignored
        case 0x1B:
            // Alt with a key that is itself a sequence: consumed whole, as Alt with a letter is.
            _ = escapeSequence(nextByte)
            return .ignored
        default:
            // ESC alone at the end of input, or Alt with a key: nothing to edit with.
            return .ignored
        }
    }

    /// Reads a control string's text up to its end: BEL, ST (`ESC \`) or the end of input; CAN
    /// and SUB cut it short, as terminals do.
    private static func skipControlString(_ nextByte: () -> UInt8?) {
        var afterEscape = false
        while let byte = nextByte() {
            switch byte {
            case 0x07, 0x18, 0x1A: return
            case UInt8(ascii: "\\") where afterEscape: return
            default: afterEscape = byte == 0x1B
            }
        }
    }

    /// Reads a CSI sequence's parameter and intermediate bytes, however many, and its final
    /// byte; a byte that cannot be part of a sequence ends it, unused.
    private static func controlSequence(_ nextByte: () -> UInt8?) -> EditorKey {
        var parameters: [UInt8] = []
        while let byte = nextByte() {
            switch byte {
            case 0x20...0x3F: if parameters.count < 16 { parameters.append(byte) }
            case 0x40...0x7E: return key(final: byte, parameters: parameters)
            default: return .ignored
            }
        }
        return .ignored
    }

    /// The key a sequence's final byte (and, for `~`, its first parameter) names.
    private static func key(final: UInt8, parameters: [UInt8]) -> EditorKey {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: first, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .ignored
            }
        default: return .ignored
        }
    }
}
