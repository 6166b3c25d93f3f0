/// Finds `import` declarations in Swift source without a full parser.
///
/// A byte-level lexer is enough because imports are declarations at the start of a statement; what it
/// must get right is everything that can *look* like an import but is not: comments (nested block
/// comments included), string literals (multi-line, raw `#"…"#`, and interpolations containing
/// further strings). It runs over raw UTF-8 bytes because the checker must stay within a small factor
/// of `grep` on large trees.
public enum ImportScanner {
  private static let scopedKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor",
  ]

  /// Scans a source text given as a `String` (tests, small inputs).
  public static func scan(_ source: String) -> [ImportStatement] {
    var copy = source
    return copy.withUTF8 { scan($0) }
  }

  /// Scans UTF-8 bytes.
  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [ImportStatement] {
    var lexer = Lexer(bytes: bytes)
    return lexer.run()
  }

  private enum Context {
    /// Code inside `\( … )` of a string; `depth` counts nested parentheses.
    case interpolation(depth: Int)
    case string(hashes: Int, multiline: Bool)
  }

  private struct Lexer {
    let b: UnsafeBufferPointer<UInt8>
    var i = 0
    var line = 1
    var lineStart = 0
    var stack: [Context] = []
    var atDeclarationStart = true
    var lineHasToken = false
    var attributes: [String] = []
    var conditions = ConditionStack()
    var found: [ImportStatement] = []

    init(bytes: UnsafeBufferPointer<UInt8>) { b = bytes }

    func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }

    static func isIdentifierByte(_ c: UInt8) -> Bool {
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 || c >= 0x80
    }

    mutating func newline() {
      line += 1
      lineStart = i + 1
      lineHasToken = false
    }

    mutating func run() -> [ImportStatement] {
      while i < b.count {
        if stack.isEmpty {
          codeByte()
        } else if case .string(let hashes, let multiline) = stack[stack.count - 1] {
          stringByte(hashes: hashes, multiline: multiline)
        } else {
          codeByte()
        }
      }
      return found
    }

    /// Bytes that can change the lexer's state; everything else is skipped in a tight loop.
    /// `\n " # ( ) / ;` as a bit mask over bytes 0–63, and `\` (92) separately: a table lookup
    /// through a lazy global would cost a `swift_once` check per byte.
    @inline(__always) static func isSpecial(_ c: UInt8) -> Bool {
      c < 64 ? (0x0800_830C_0000_0400 >> UInt64(c)) & 1 == 1 : c == 92
    }

    mutating func skipPlainBytes() {
      while i < b.count && !Self.isSpecial(b[i]) { i += 1 }
    }

    mutating func stringByte(hashes: Int, multiline: Bool) {
      skipPlainBytes()
      guard i < b.count else { return }
      let c = b[i]
      if c == 10 {
        newline()
        i += 1
      } else if c == 92 {  // backslash
        var j = i + 1
        while j - i - 1 < hashes && at(j) == 35 { j += 1 }
        if j - i - 1 == hashes {
          if at(j) == 40 {  // "("
            stack.append(.interpolation(depth: 0))
            i = j + 1
          } else {
            if at(j) == 10 { i = j; return }
            i = j + 1
          }
        } else {
          i += 1
        }
      } else if c == 34 {  // quote
        var j = i + 1
        if multiline {
          guard at(j) == 34 && at(j + 1) == 34 else { i += 1; return }
          j += 2
        }
        var h = 0
        while h < hashes && at(j + h) == 35 { h += 1 }
        if h == hashes {
          stack.removeLast()
          i = j + h
        } else {
          i += 1
        }
      } else {
        i += 1
      }
    }

    mutating func codeByte() {
      if !atDeclarationStart {
        skipPlainBytes()
        guard i < b.count else { return }
      }
      let c = b[i]
      switch c {
      case 10:
        newline()
        i += 1
        if stack.isEmpty { atDeclarationStart = true }
      case 32, 9, 13:
        i += 1
      case 47 where at(i + 1) == 47:  // "//"
        while i < b.count && b[i] != 10 { i += 1 }
      case 47 where at(i + 1) == 42:  // "/*"
        skipBlockComment()
      case 34:
        lineHasToken = true
        startString(hashes: 0, quoteAt: i)
      case 35:  // "#"
        hash()
      case 40 where !stack.isEmpty:
        if case .interpolation(let depth) = stack[stack.count - 1] {
          stack[stack.count - 1] = .interpolation(depth: depth + 1)
        }
        i += 1
      case 41 where !stack.isEmpty:
        if case .interpolation(let depth) = stack[stack.count - 1] {
          if depth == 0 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .interpolation(depth: depth - 1)
          }
        }
        i += 1
      case 59:  // ";"
        lineHasToken = true
        i += 1
        if stack.isEmpty { atDeclarationStart = true }
      case 64:  // "@"
        lineHasToken = true
        attribute()
      default:
        lineHasToken = true
        if Self.isIdentifierByte(c) {
          identifier()
        } else {
          i += 1
          notADeclaration()
        }
      }
    }

    mutating func notADeclaration() {
      atDeclarationStart = false
      attributes.removeAll()
    }

    mutating func skipBlockComment() {
      var depth = 0
      while i < b.count {
        if b[i] == 47 && at(i + 1) == 42 {
          depth += 1
          i += 2
        } else if b[i] == 42 && at(i + 1) == 47 {
          depth -= 1
          i += 2
          if depth == 0 { return }
        } else {
          if b[i] == 10 { newline() }
          i += 1
        }
      }
    }

    mutating func startString(hashes: Int, quoteAt q: Int) {
      let multiline = at(q + 1) == 34 && at(q + 2) == 34
      stack.append(.string(hashes: hashes, multiline: multiline))
      i = q + (multiline ? 3 : 1)
      notADeclaration()
    }

    mutating func hash() {
      var j = i
      while at(j) == 35 { j += 1 }
      let hashes = j - i
      if at(j) == 34 {
        lineHasToken = true
        startString(hashes: hashes, quoteAt: j)
        return
      }
      if hashes == 1 && at(j) == 47 {  // "#/ regex /#": skip to "/#" on the same line
        var k = j + 1
        while k < b.count && b[k] != 10 && !(b[k] == 47 && at(k + 1) == 35) { k += 1 }
        i = min(k + 2, b.count)
        notADeclaration()
        return
      }
      let wasFirstOnLine = !lineHasToken
      lineHasToken = true
      var k = j
      while k < b.count && Self.isIdentifierByte(b[k]) { k += 1 }
      let word = String(decoding: UnsafeBufferPointer(rebasing: b[j..<k]), as: UTF8.self)
      i = k
      if stack.isEmpty && wasFirstOnLine && ["if", "elseif", "else", "endif"].contains(word) {
        conditions.apply(directive: word, condition: restOfLineCondition())
        atDeclarationStart = true
      } else {
        notADeclaration()
      }
    }

    /// The directive's condition: the rest of the line without comments or surrounding space.
    mutating func restOfLineCondition() -> String {
      let start = i
      while i < b.count && b[i] != 10 && !(b[i] == 47 && (at(i + 1) == 47 || at(i + 1) == 42)) { i += 1 }
      let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
      while i < b.count && b[i] != 10 { i += 1 }
      return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    mutating func attribute() {
      var k = i + 1
      while k < b.count && Self.isIdentifierByte(b[k]) { k += 1 }
      let name = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 1)..<k]), as: UTF8.self)
      i = k
      if at(i) == 40 {  // skip "(…)" arguments such as @_spi(Name)
        var depth = 0
        while i < b.count {
          if b[i] == 40 { depth += 1 } else if b[i] == 41 { depth -= 1; if depth == 0 { i += 1; break } }
          if b[i] == 10 { newline() }
          i += 1
        }
      }
      if atDeclarationStart && stack.isEmpty { attributes.append(name) }
    }

    mutating func readIdentifier() -> (String, column: Int)? {
      guard i < b.count, Self.isIdentifierByte(b[i]) else { return nil }
      let start = i
      while i < b.count && Self.isIdentifierByte(b[i]) { i += 1 }
      return (
        String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self), start - lineStart + 1
      )
    }

    mutating func skipHorizontalSpace() {
      while i < b.count && (b[i] == 32 || b[i] == 9) { i += 1 }
    }

    /// Decides on raw bytes (no `String` per word): this runs for the first word of every line.
    mutating func identifier() {
      let start = i
      while i < b.count && Self.isIdentifierByte(b[i]) { i += 1 }
      guard atDeclarationStart && stack.isEmpty else { return }
      let word = UnsafeBufferPointer(rebasing: b[start..<i])
      if Self.equals(word, "import") {
        importDeclaration()
      } else if !Self.isModifier(word) {
        notADeclaration()
      }
    }

    @inline(__always) static func equals(_ word: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool
    {
      guard word.count == literal.utf8CodeUnitCount else { return false }
      let bytes = literal.utf8Start
      for k in 0..<word.count where word[k] != bytes[k] { return false }
      return true
    }

    /// Access modifiers may precede `import` (`public import X`); matched without allocation.
    static func isModifier(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
      switch word.first {
      case 112: equals(word, "public") || equals(word, "package") || equals(word, "private")  // p
      case 105: equals(word, "internal")  // i
      case 102: equals(word, "fileprivate")  // f
      case 111: equals(word, "open")  // o
      default: false
      }
    }

    mutating func importDeclaration() {
      skipHorizontalSpace()
      guard var (name, column) = readIdentifier() else { return notADeclaration() }
      var kind: String?
      if ImportScanner.scopedKinds.contains(name) {
        skipHorizontalSpace()
        if let (module, moduleColumn) = readIdentifier() {
          kind = name
          name = module
          column = moduleColumn
        }
      }
      found.append(
        ImportStatement(
          module: name, line: line, column: column, attributes: attributes, kind: kind,
          condition: conditions.description))
      while i < b.count && (b[i] == 46 || Self.isIdentifierByte(b[i])) { i += 1 }  // ".Y.Z"
      notADeclaration()
    }
  }
}
