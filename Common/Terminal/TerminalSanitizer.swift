/// Makes arbitrary text safe to draw: no escape sequences smuggled in from data, one line per element.
enum TerminalSanitizer {
    /// Splits `text` into lines and removes control characters (including ESC) from each.
    ///
    /// Tabs become a single space so column arithmetic stays right; `\r\n` and `\r` count as line breaks.
    static func lines(_ text: String) -> [String] {
        let normalized = text.replacingCRLF()
        return normalized.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            singleLine(String(line))
        }
    }

    /// `text` as one line: line breaks and tabs become spaces, other control characters are dropped.
    static func singleLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}

extension String {
    fileprivate func replacingCRLF() -> String {
        guard unicodeScalars.contains("\r") else { return self }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousWasCR = true
                continue
            }
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
