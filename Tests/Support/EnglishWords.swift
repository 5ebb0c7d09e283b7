/// The English words left in `text` once each of `inputs` is taken out (longest first, so a
/// URL goes before a word inside it): every run of two or more ASCII letters. A line in
/// Chinese should leave none but what the person typed (URLs, paths, option names) and the
/// system's own text it quotes, which the caller passes as `inputs`.
public func englishWords(in text: String, besides inputs: [String]) -> [String] {
    var rest = text
    for input in inputs.sorted(by: { $0.count > $1.count }) where !input.isEmpty {
        rest = rest.replacing(input, with: " ")
    }
    return rest.split { !($0.isASCII && $0.isLetter) }.filter { $0.count > 1 }.map(String.init)
}
