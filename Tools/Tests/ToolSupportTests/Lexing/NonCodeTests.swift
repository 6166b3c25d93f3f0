import Testing
import ToolSupport

/// What the one lexer calls not code, which rebuild-times' body edit and the mutation runner both
/// stay out of: the spans must cover exactly the comments and literals, by UTF-8 offset.
@Suite struct NonCodeTests {
  /// The text of each span, with its kind.
  func spans(_ source: String) -> [(NonCodeSpan.Kind, String)] {
    let bytes = Array(source.utf8)
    return SwiftLexer.nonCode(source).map { span in
      (span.kind, String(decoding: bytes[span.bytes], as: UTF8.self))
    }
  }

  @Test func commentsAndStringsAreFoundWhole() {
    let source = """
      let a = "x // not a comment" // a comment
      /* outer /* nested */ still */ let b = #"raw "quoted" \\(x)"#
      let c = "in \\("side" + "s") out"
      """
    let found = spans(source)
    #expect(found.map(\.0) == [.string, .comment, .comment, .string, .string])
    #expect(
      found.map(\.1) == [
        "\"x // not a comment\"", "// a comment", "/* outer /* nested */ still */",
        "#\"raw \"quoted\" \\(x)\"#", "\"in \\(\"side\" + \"s\") out\"",
      ])
  }

  @Test func aMultiLineStringIsOneSpanAcrossItsLines() {
    let source = "let s = \"\"\"\n  {\n  \"\"\"\nfunc f() {}\n"
    #expect(spans(source).map(\.1) == ["\"\"\"\n  {\n  \"\"\""])
  }

  /// Offsets are bytes: a name or a literal with characters beyond ASCII before a span moves it.
  @Test func offsetsCountUTF8Bytes() {
    let source = "let café = \"é\" // ü"
    let found = SwiftLexer.nonCode(source)
    #expect(found.map(\.bytes) == [12..<16, 17..<22])
    #expect(spans(source).map(\.1) == ["\"é\"", "// ü"])
  }

  /// A lexer that stops at an open comment or string would call the rest code, and a mutant or a
  /// body edit could land inside it.
  @Test func anOpenCommentOrStringRunsToTheEnd() {
    #expect(spans("let a = 1 /* open\nlet b = 2").map(\.1) == ["/* open\nlet b = 2"])
    #expect(spans("let a = \"open\nlet b = 2").map(\.0) == [.string])
    #expect(spans("let a = \"open\nlet b = 2").map(\.1) == ["\"open\nlet b = 2"])
  }
}
