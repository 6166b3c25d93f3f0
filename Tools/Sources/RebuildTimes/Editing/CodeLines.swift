import ToolSupport

/// A Swift file's lines with comments and string-literal contents blanked out, so a brace or an
/// attribute inside a string or a comment is never mistaken for code.
///
/// Line-based on purpose: the body edit inserts a line, so every decision is made per line. It
/// understands `//`, nested `/* */`, `"…"` with escapes, multi-line `"""` and raw `#"…"#` strings;
/// that is enough to find declarations and braces, which is all the callers need.
enum CodeLines {
  static func strip(_ text: String) -> [String] {
    var state = State()
    // At line feeds, as SourceEdit counts them; a CRLF line's carriage return is not code.
    return TextLines.split(text).map { line in
      state.strip(Array(line.hasSuffix("\r") ? Substring(line.dropLast()) : Substring(line)))
    }
  }

  private struct State {
    var commentDepth = 0
    /// The delimiter of an open multi-line string (`"""`, `#"""`, …), carried across lines.
    var openMultiline: [Character]?

    mutating func strip(_ line: [Character]) -> String {
      var output: [Character] = []
      var index = 0
      func starts(_ token: [Character], at position: Int) -> Bool {
        position + token.count <= line.count && Array(line[position..<position + token.count]) == token
      }
      while index < line.count {
        if let closing = openMultiline {
          if starts(closing, at: index) {
            openMultiline = nil
            output += closing
            index += closing.count
          } else {
            index += line[index] == "\\" ? 2 : 1
          }
          continue
        }
        if commentDepth > 0 {
          if starts(["*", "/"], at: index) {
            commentDepth -= 1
            index += 2
          } else if starts(["/", "*"], at: index) {
            commentDepth += 1
            index += 2
          } else {
            index += 1
          }
          continue
        }
        if starts(["/", "/"], at: index) { break }
        if starts(["/", "*"], at: index) {
          commentDepth += 1
          index += 2
          continue
        }
        let hashes = line[index...].prefix(while: { $0 == "#" }).count
        if index + hashes < line.count, line[index + hashes] == "\"" {
          let pounds = Array(repeating: Character("#"), count: hashes)
          if starts(["\"", "\"", "\""], at: index + hashes) {
            openMultiline = ["\"", "\"", "\""] + pounds
            output += pounds + ["\"", "\"", "\""]
            index += hashes + 3
            continue
          }
          // A single-line string: skip to its closing quote (and pounds).
          output += pounds + ["\""]
          index += hashes + 1
          while index < line.count {
            if hashes == 0, line[index] == "\\" {
              index += 2
            } else if line[index] == "\"" && starts(pounds, at: index + 1) {
              index += 1 + hashes
              break
            } else {
              index += 1
            }
          }
          output += ["\""] + pounds
          continue
        }
        output.append(line[index])
        index += 1
      }
      return String(output)
    }
  }
}
