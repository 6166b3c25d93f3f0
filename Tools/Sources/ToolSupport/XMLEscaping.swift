/// Text for XML and SVG, in element content and in attributes alike: every tool that writes a chart,
/// a graph or a JUnit report escapes through here, so a module or test named `A<"B">` never breaks
/// a file, and none of them can forget one character (an attribute's `"` was once left as it was).
extension String {
  /// `&`, `<`, `>`, `"` and `'` as entities; tab, line feed and carriage return kept; the other
  /// characters XML 1.0 cannot carry at all (C0 controls, U+FFFE, U+FFFF) become spaces, since no
  /// entity may stand for them either.
  public var xmlEscaped: String {
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        result.unicodeScalars.append(forbidden ? " " : scalar)
      }
    }
    return result
  }
}
