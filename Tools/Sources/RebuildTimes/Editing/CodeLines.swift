import ToolSupport

/// A Swift file's lines with comments dropped and each string literal reduced to `""`, so a brace
/// or an attribute inside a string or a comment is never mistaken for code.
///
/// Line-based on purpose: the body edit inserts a line, so every decision is made per line. The
/// lines are split as `TextLines` splits them (at line feeds, as SourceEdit counts them; a CRLF
/// line's carriage return is not code); what is code is the tools' one lexer's answer
/// (`SwiftLexer.nonCode`).
enum CodeLines {
  static func strip(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let spans = SwiftLexer.nonCode(text)
    var lines: [String] = []
    var line: [UInt8] = []
    var next = 0
    func endLine() {
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      lines.append(String(decoding: line, as: UTF8.self))
      line.removeAll(keepingCapacity: true)
    }
    for (offset, byte) in bytes.enumerated() {
      while next < spans.count, spans[next].bytes.upperBound <= offset { next += 1 }
      if byte == UInt8(ascii: "\n") {
        endLine()
      } else if next < spans.count, spans[next].bytes.contains(offset) {
        if offset == spans[next].bytes.lowerBound, spans[next].kind == .string { line += Array("\"\"".utf8) }
      } else {
        line.append(byte)
      }
    }
    endLine()
    return lines
  }
}
