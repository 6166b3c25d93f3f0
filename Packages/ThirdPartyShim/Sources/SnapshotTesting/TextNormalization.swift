import Foundation

/// What two texts must agree on to match: their lines without trailing whitespace, whatever
/// the line endings (a reference edited on Windows, a frame padded with spaces), and without
/// trailing empty lines (an editor's final newline).
enum TextNormalization {
  static func lines(_ text: String) -> [String] {
    let unified = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
    var lines = unified.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      var end = line.endIndex
      while end > line.startIndex, line[line.index(before: end)].isTrailingSpace {
        end = line.index(before: end)
      }
      return String(line[..<end])
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  static func normalized(_ text: String) -> String {
    lines(text).joined(separator: "\n")
  }
}

extension Character {
  fileprivate var isTrailingSpace: Bool { self == " " || self == "\t" }
}
