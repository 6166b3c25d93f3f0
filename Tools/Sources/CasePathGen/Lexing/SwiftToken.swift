/// One token of Swift source, as much as the case-path generator needs to see.
///
/// Comments and whitespace are dropped, but `spaceBefore` remembers whether any stood before the
/// token, so a payload type can be written back as it was spelled (`[Route]`, `Shared<Int>`).
struct SwiftToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A name or keyword, backticks kept (`` `default` ``).
    case identifier
    /// A string literal, interpolations included, as one opaque token.
    case string
    case number
    /// `#if`, `#else`, `#endif`, … and `#selector`-like names.
    case pound
    /// Any punctuation or operator run; `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;` are always
    /// single characters, `<` and `>` too, so generic brackets can be counted.
    case punctuation
  }

  var kind: Kind
  var text: String
  /// 1-based position of the token's first character.
  var line: Int
  var column: Int
  var spaceBefore: Bool

  func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
  func isWord(_ word: String) -> Bool { kind == .identifier && text == word }
}
