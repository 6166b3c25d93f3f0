/// A stretch of Swift source that is not code: a comment, or a string literal with its
/// delimiters and interpolations, by UTF-8 offsets (`SwiftLexer.nonCode(_:)`).
public struct NonCodeSpan: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case comment
    case string
  }

  public var kind: Kind
  public var bytes: Range<Int>

  public init(kind: Kind, bytes: Range<Int>) {
    self.kind = kind
    self.bytes = bytes
  }
}
