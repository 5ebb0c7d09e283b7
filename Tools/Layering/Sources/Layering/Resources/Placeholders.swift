/// The placeholders of a translation: printf-style (`%@`, `%d`, `%lld`, `%1$@`, `%.2f`; `%%` is a
/// percent sign), compared as multisets so that order may change with the language, and named
/// (`{name}`), compared as sets.
struct Placeholders: Hashable {
    /// Each placeholder as written without flags, width or precision (`%1$@`, `%lld`, `{name}`),
    /// sequential printf ones numbered (`%d %@` is `%1$d %2$@`), sorted.
    let items: [String]

    init(in text: String) {
        let scalars = Array(text.unicodeScalars)
        var items: [String] = []
        var sequential = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                var next = index + 1
                if next < scalars.count, scalars[next] == "%" {
                    index = next + 1
                    continue
                }
                var position = ""
                var digits = ""
                while next < scalars.count, ("0"..."9").contains(scalars[next]) {
                    digits.unicodeScalars.append(scalars[next])
                    next += 1
                }
                if next < scalars.count, scalars[next] == "$", !digits.isEmpty {
                    position = digits
                    next += 1
                } else {
                    next = index + 1
                }
                // No space flag: "a % is" is prose, not `% i`.
                while next < scalars.count, "-+#0123456789.*".unicodeScalars.contains(scalars[next]) { next += 1 }
                var length = ""
                while next < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[next]) {
                    length.unicodeScalars.append(scalars[next])
                    next += 1
                }
                if next < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[next]) {
                    if position.isEmpty {
                        sequential += 1
                        position = String(sequential)
                    }
                    let conversion = scalars[next] == "i" ? "d" : String(scalars[next])
                    items.append("%\(position)$\(length)\(conversion)")
                    index = next + 1
                    continue
                }
            } else if scalar == "{" {
                var next = index + 1
                var name = ""
                while next < scalars.count,
                    scalars[next].properties.isAlphabetic || ("0"..."9").contains(scalars[next])
                        || scalars[next] == "_"
                {
                    name.unicodeScalars.append(scalars[next])
                    next += 1
                }
                if !name.isEmpty, next < scalars.count, scalars[next] == "}" {
                    // A named placeholder may appear any number of times in either language.
                    if !items.contains("{\(name)}") { items.append("{\(name)}") }
                    index = next + 1
                    continue
                }
            }
            index += 1
        }
        self.items = items.sorted()
    }

    /// The placeholders as a reader sees them: `%1$@, {name}`, or `none`.
    var description: String {
        items.isEmpty ? "none" : items.joined(separator: ", ")
    }
}
