/// Which bytes of a Swift source file are code, as opposed to comments and string literals, so
/// a mutation never lands in a doc comment or a message. A small lexer, not a parser: `//` and
/// nested `/* */` comments, `"…"` with escapes, `"""…"""`, and raw strings (`#"…"#`). A string's
/// interpolations count as part of the string: no mutant is made inside them.
struct CodeMask {
  let isCode: [Bool]

  init(_ bytes: [UInt8]) {
    var mask = [Bool](repeating: true, count: bytes.count)
    var index = 0
    func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
    func starts(_ text: String, _ offset: Int) -> Bool {
      let pattern = Array(text.utf8)
      guard offset + pattern.count <= bytes.count else { return false }
      return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }
    func blank(_ range: Range<Int>) { for i in range where i < mask.count { mask[i] = false } }
    while index < bytes.count {
      if starts("//", index) {
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        blank(index..<end)
        index = end
      } else if starts("/*", index) {
        var depth = 0
        var cursor = index
        repeat {
          if starts("/*", cursor) {
            depth += 1
            cursor += 2
          } else if starts("*/", cursor) {
            depth -= 1
            cursor += 2
          } else {
            cursor += 1
          }
        } while depth > 0 && cursor < bytes.count
        blank(index..<cursor)
        index = cursor
      } else if at(index) == UInt8(ascii: "#") || at(index) == UInt8(ascii: "\"") {
        var hashes = 0
        while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard at(index + hashes) == UInt8(ascii: "\"") else {
          index += max(hashes, 1)
          continue
        }
        let open = index + hashes
        let multiline = starts("\"\"\"", open)
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        var cursor = open + (multiline ? 3 : 1)
        while cursor < bytes.count, !starts(closing, cursor) {
          if hashes == 0, bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
          if !multiline, bytes[cursor] == UInt8(ascii: "\n") { break }
          cursor += 1
        }
        let end = min(bytes.count, cursor + closing.utf8.count)
        blank(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    isCode = mask
  }

  /// Whether every byte of `range` is code.
  func isCode(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= isCode.count && !range.contains { !isCode[$0] }
  }
}
