import ToolSupport

/// Which bytes of a Swift source file are code, as opposed to comments and string literals, so
/// a mutation never lands in a doc comment or a message. The tools' one lexer says which
/// (`SwiftLexer.nonCode`); a string's interpolations count as part of the string: no mutant is
/// made inside them.
struct CodeMask {
  let isCode: [Bool]

  init(_ source: String) {
    var mask = [Bool](repeating: true, count: source.utf8.count)
    for span in SwiftLexer.nonCode(source) {
      for offset in span.bytes { mask[offset] = false }
    }
    isCode = mask
  }

  /// Whether every byte of `range` is code.
  func isCode(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= isCode.count && !range.contains { !isCode[$0] }
  }
}
