/// One token of Swift source, as much as the tools that read Swift without a parser need: the
/// case-path generator, and the port check that finds uses of shim-only names.
///
/// Comments and whitespace are dropped, but `spaceBefore` remembers whether any stood before the
/// token, so a payload type can be written back as it was spelled (`[Route]`, `Shared<Int>`).
public struct SwiftToken: Equatable, Sendable {
  /// What a token is, as far as a scan without a parser tells.
  public enum Kind: Equatable, Sendable {
    /// A name or keyword, backticks kept (`` `default` ``).
    case identifier
    /// A string literal, interpolations included, as one opaque token.
    case string
    /// A numeric literal.
    case number
    /// `#if`, `#else`, `#endif`, … and `#selector`-like names.
    case pound
    /// Any punctuation or operator run; `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;` are always
    /// single characters, `<` and `>` too, so generic brackets can be counted.
    case punctuation
  }

  public var kind: Kind
  public var text: String
  /// 1-based position of the token's first character.
  public var line: Int
  public var column: Int
  public var spaceBefore: Bool

  /// Whether this is the punctuation `punctuation`.
  public func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
  /// Whether this is the name or keyword `word`.
  public func isWord(_ word: String) -> Bool { kind == .identifier && text == word }

  /// A token as the lexer made it.
  public init(kind: Kind, text: String, line: Int, column: Int, spaceBefore: Bool) {
    self.kind = kind
    self.text = text
    self.line = line
    self.column = column
    self.spaceBefore = spaceBefore
  }
}
