import Foundation

/// What two texts must agree on to match: their lines without trailing whitespace, whatever
/// the line endings (a reference edited on Windows, a frame padded with spaces), and without
/// trailing empty lines (an editor's final newline).
enum TextNormalization {
  static func lines(_ text: String) -> [String] {
    let unified = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
    // Trimmed from the end by dropping, with no index arithmetic to get wrong.
    let lines = unified.split(separator: "\n", omittingEmptySubsequences: false).map {
      String(String($0.reversed().drop { $0.isTrailingSpace }).reversed())
    }
    return Array(lines.reversed().drop { $0.isEmpty }.reversed())
  }

  static func normalized(_ text: String) -> String {
    lines(text).joined(separator: "\n")
  }
}

extension Character {
  fileprivate var isTrailingSpace: Bool { self == " " || self == "\t" }
}
