/// Seeded mutations of valid inputs: the hostile inputs a parser meets are mostly near-misses
/// of valid ones (an extra segment, an encoded slash, a look-alike letter), which random bytes
/// rarely produce.
public struct StringMutator: Sendable {
  public let corpus: [String]

  public init(corpus: [String]) { self.corpus = corpus }

  /// Single characters worth trying: separators, encodings, controls, case and look-alikes
  /// (the Kelvin sign lower-cases to `k`, `İ` to two scalars), wide and right-to-left ones.
  static let characters: [String] = [
    "/", "%", ".", ":", "@", "?", "#", "-", "_", "+", " ", "\0", "\n", "\t", "\\", "[", "]",
    "a", "z", "A", "Z", "0", "9", "é", "ß", "İ", "\u{212A}", "\u{202E}", "\u{FF0F}", "🙂", "\u{200B}",
  ]

  /// Tokens worth splicing in: traversal, encodings, authority tricks, the routes' own words.
  static let tokens: [String] = [
    "%2F", "%2f", "%00", "%25", "..", "//", "/./", "@evil.com", ":8080", "?q=1", "#frag",
    "payment", "receipt", "checkout", "book", "https://", "shop://", "bookshelf://",
    String(repeating: "a", count: 70), String(repeating: "9", count: 25), "-1", "+1", "0x1F",
    "example.com", "EXAMPLE.COM", "example.com.", "xn--", "%E2%80%AE",
  ]

  /// A mutant of a corpus entry: one to four mutations, sometimes crossed with another entry.
  public func next(_ rng: inout SplitMix64) -> String {
    var text = Array(rng.pick(corpus))
    for _ in 0..<(1 + rng.below(4)) { mutate(&text, &rng) }
    return String(text)
  }

  private func mutate(_ text: inout [Character], _ rng: inout SplitMix64) {
    let position = text.isEmpty ? 0 : rng.below(text.count + 1)
    switch rng.below(9) {
    case 0: text.insert(contentsOf: rng.pick(Self.characters), at: position)
    case 1: text.insert(contentsOf: rng.pick(Self.tokens), at: position)
    case 2 where !text.isEmpty:  // delete a run
      let start = min(position, text.count - 1)
      text.removeSubrange(start..<min(text.count, start + 1 + rng.below(4)))
    case 3 where !text.isEmpty:  // replace one character
      text[min(position, text.count - 1)] = Character(rng.pick(Self.characters))
    case 4 where !text.isEmpty:  // flip case of one character
      let index = min(position, text.count - 1)
      let character = text[index]
      let flipped = character.isUppercase ? character.lowercased() : character.uppercased()
      text.replaceSubrange(index...index, with: Array(flipped))
    case 5:  // cross over: this entry's head, another's tail
      let other = Array(rng.pick(corpus))
      let cut = other.isEmpty ? 0 : rng.below(other.count)
      text = Array(text.prefix(position)) + other.suffix(from: cut)
    case 6 where !text.isEmpty:  // duplicate a run
      let start = min(position, text.count - 1)
      let run = text[start..<min(text.count, start + 1 + rng.below(8))]
      text.insert(contentsOf: run, at: start)
    case 7:  // truncate
      text = Array(text.prefix(position))
    default:  // append a segment
      text += Array("/" + rng.pick(["payment", "receipt", "1", "x", "", "..", "%2e%2e"]))
    }
  }
}
