import ToolSupport

/// `diff -u` of two texts, line by line, for `--fix --dry-run`: the reviewer sees exactly the
/// edit that would be written. Longest-common-subsequence on lines; manifests are small.
enum UnifiedDiff {
  static func render(path: String, old: String, new: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    // lengths[i][j]: LCS length of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    enum Line { case same(String), removed(String), added(String) }
    var script: [Line] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        script.append(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count && (j == b.count || lengths[i + 1][j] >= lengths[i][j + 1]) {
        script.append(.removed(a[i]))
        i += 1
      } else {
        script.append(.added(b[j]))
        j += 1
      }
    }
    let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
    guard !changed.isEmpty else { return "" }
    // Group changes whose contexts touch into hunks.
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(script.count - 1, index + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...range.upperBound
      } else {
        hunks.append(range)
      }
    }
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks {
      var oldStart = 1
      var newStart = 1
      for line in script[..<hunk.lowerBound] {
        switch line {
        case .same: oldStart += 1; newStart += 1
        case .removed: oldStart += 1
        case .added: newStart += 1
        }
      }
      var body = ""
      var (oldCount, newCount) = (0, 0)
      for line in script[hunk] {
        switch line {
        case .same(let text): body += " \(text)\n"; oldCount += 1; newCount += 1
        case .removed(let text): body += "-\(text)\n"; oldCount += 1
        case .added(let text): body += "+\(text)\n"; newCount += 1
        }
      }
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
    }
    return output
  }

  /// Lines without their line feed; a final one ends the last line rather than starting an empty one.
  /// Split as git splits them, at each line feed, a CRLF line keeping its carriage return: a split at
  /// the Character "\n" finds none in a CRLF manifest, whose diff was then the whole file.
  static func lines(_ text: String) -> [String] {
    var lines = TextLines.split(text)
    if text.unicodeScalars.last == "\n" { lines.removeLast() }
    return lines
  }
}
