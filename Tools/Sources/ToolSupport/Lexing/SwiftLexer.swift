/// Splits Swift source into `SwiftToken`s: enough to find type declarations, their braces and an
/// enum's `case` lines, without a parser (no swift-syntax can be fetched here).
///
/// It understands what could otherwise hide a brace: line and nested block comments, string
/// literals of every form (multi-line, raw `#"…"#`, interpolations containing strings).
/// `LexError` reports an unterminated comment or string at its opening position.
public struct SwiftLexer {
  /// An unterminated comment or string, at its opening position (1-based).
  public struct LexError: Error, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
  }

  private let scalars: [Unicode.Scalar]
  /// Whether comments and strings are noted in `nonCode` as they are passed (for `nonCode(_:)`).
  private var noting = false
  private var nonCode: [NonCodeSpan] = []
  /// Where the comment or string being read began, for a span that never closes.
  private var opened: (index: Int, kind: NonCodeSpan.Kind)?
  private var index = 0
  private var line = 1
  private var column = 1

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// The tokens of `source`, comments and whitespace dropped.
  public static func tokenize(_ source: String) throws(LexError) -> [SwiftToken] {
    var lexer = SwiftLexer(source)
    return try lexer.run()
  }

  /// The comments and string literals of `source`, in order, by UTF-8 offsets: what is not code,
  /// for the tools that edit or mutate code and must never touch a comment or a message. Never
  /// fails: a comment or string left open runs to the end.
  public static func nonCode(_ source: String) -> [NonCodeSpan] {
    var lexer = SwiftLexer(source)
    lexer.noting = true
    if (try? lexer.run()) == nil, let opened = lexer.opened {
      lexer.note(opened.kind, from: opened.index, to: lexer.scalars.count)
    }
    var offsets = [0]
    offsets.reserveCapacity(lexer.scalars.count + 1)
    for scalar in lexer.scalars { offsets.append(offsets[offsets.count - 1] + UTF8.width(scalar)) }
    return lexer.nonCode.map { span in
      NonCodeSpan(kind: span.kind, bytes: offsets[span.bytes.lowerBound]..<offsets[span.bytes.upperBound])
    }
  }

  /// Notes a comment or string (by scalar indices until `nonCode(_:)` turns them into offsets).
  private mutating func note(_ kind: NonCodeSpan.Kind, from start: Int, to end: Int) {
    if noting { nonCode.append(NonCodeSpan(kind: kind, bytes: start..<end)) }
    opened = nil
  }

  private mutating func run() throws(LexError) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    var sawSpace = false
    while let c = peek() {
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        advance()
        sawSpace = true
        continue
      }
      if c == "/" && peek(1) == "/" {
        let start = index
        while let d = peek(), d != "\n" { advance() }
        note(.comment, from: start, to: index)
        sawSpace = true
        continue
      }
      if c == "/" && peek(1) == "*" {
        let start = index
        opened = (start, .comment)
        try skipBlockComment()
        note(.comment, from: start, to: index)
        sawSpace = true
        continue
      }
      let startLine = line
      let startColumn = column
      let start = index
      opened = (start, .string)
      let kind = try lexToken(c)
      if kind == .string { note(.string, from: start, to: index) }
      opened = nil
      let text = String(String.UnicodeScalarView(scalars[start..<index]))
      tokens.append(
        SwiftToken(kind: kind, text: text, line: startLine, column: startColumn, spaceBefore: sawSpace))
      sawSpace = false
    }
    return tokens
  }

  private mutating func lexToken(_ c: Unicode.Scalar) throws(LexError) -> SwiftToken.Kind {
    if c == "\"" || (c == "#" && isRawStringStart()) {
      try skipString()
      return .string
    }
    if c == "#" {
      advance()
      while let d = peek(), isIdentifierPart(d) { advance() }
      return .pound
    }
    if c == "`" {
      advance()
      while let d = peek(), d != "`", d != "\n" { advance() }
      if peek() == "`" { advance() }
      return .identifier
    }
    if isIdentifierStart(c) {
      while let d = peek(), isIdentifierPart(d) { advance() }
      return .identifier
    }
    if isDigit(c) {
      while let d = peek(), isIdentifierPart(d) || d == "." && (peek(1).map(isDigit) ?? false) {
        advance()
      }
      return .number
    }
    if "(){}[],:;<>@?!.".unicodeScalars.contains(c) {
      // `->` is one token so its `>` is never taken for a closing generic bracket.
      advance()
      return .punctuation
    }
    if c == "-" && peek(1) == ">" {
      advance(2)
      return .punctuation
    }
    if isOperator(c) {
      while let d = peek(), isOperator(d) { advance() }
    } else {
      advance()
    }
    return .punctuation
  }

  // MARK: Comments and strings

  private mutating func skipBlockComment() throws(LexError) {
    let (openLine, openColumn) = (line, column)
    advance(2)
    var depth = 1
    while depth > 0 {
      guard let c = peek() else {
        throw LexError(message: "unterminated block comment", line: openLine, column: openColumn)
      }
      if c == "/" && peek(1) == "*" {
        depth += 1
        advance(2)
      } else if c == "*" && peek(1) == "/" {
        depth -= 1
        advance(2)
      } else {
        advance()
      }
    }
  }

  private func isRawStringStart() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  /// Skips a string literal starting at the cursor, interpolations (and strings in them) included.
  private mutating func skipString() throws(LexError) {
    let (openLine, openColumn) = (line, column)
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      advance()
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    advance(multiline ? 3 : 1)
    let unterminated = LexError(message: "unterminated string literal", line: openLine, column: openColumn)
    while true {
      guard let c = peek() else { throw unterminated }
      if c == "\n" && !multiline { throw unterminated }
      if c == "\\" && hashesFollow(hashes, from: 1) {
        advance(1 + hashes)
        if peek() == "(" {
          advance()
          try skipInterpolation(unterminated)
        } else {
          advance()
        }
        continue
      }
      if c == "\"" {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ peek($0) == "\"" }) && hashesFollow(hashes, from: quotes) {
          advance(quotes + hashes)
          return
        }
      }
      advance()
    }
  }

  private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == "#" }
  }

  /// Skips to the `)` closing an interpolation, through nested parentheses and strings.
  private mutating func skipInterpolation(_ unterminated: LexError) throws(LexError) {
    var depth = 1
    while depth > 0 {
      guard let c = peek() else { throw unterminated }
      if c == "\"" || (c == "#" && isRawStringStart()) {
        try skipString()
        continue
      }
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      advance()
    }
  }

  // MARK: Cursor

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < scalars.count {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
  }

  private func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
    c == "_" || c == "$" || c.properties.isAlphabetic
  }

  private func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
    isIdentifierStart(c) || isDigit(c)
  }

  private func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

  private func isOperator(_ c: Unicode.Scalar) -> Bool {
    "/=-+*%&|^~".unicodeScalars.contains(c)
  }
}
