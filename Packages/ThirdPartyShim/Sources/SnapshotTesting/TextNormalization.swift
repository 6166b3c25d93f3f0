import Foundation

/// What two texts must agree on to match: their lines without trailing whitespace, whatever
/// the line endings (a reference edited on Windows, a frame padded with spaces), and without
/// trailing empty lines (an editor's final newline).
enum TextNormalization {
  static func lines(_ text: String) -> [String] {
    let unified = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
    let lines = unified.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      String(line[..<(line.lastIndex { !$0.isTrailingSpace }.map(line.index(after:)) ?? line.startIndex)])
    }
    let end = lines.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
    return Array(lines[..<end])
  }

  static func normalized(_ text: String) -> String {
    lines(text).joined(separator: "\n")
  }
}

extension Character {
  fileprivate var isTrailingSpace: Bool { self == " " || self == "\t" }
}
