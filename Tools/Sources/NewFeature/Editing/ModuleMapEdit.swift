import Foundation
import ToolSupport

/// Adds a module's name to the README's module map, in the row of its layer, keeping the
/// map's right-hand column where it is.
///
/// The row is the layer's first line (`Flows           ShopFlow · AppFeature …   Packages/Flows/*`)
/// or, for features, the last line of its block. The name goes after the last module listed;
/// when a right-hand column follows, as many spaces of the gap before it are taken out, so
/// removal puts exactly those spaces back.
struct ModuleMapEdit: FileEdit {
  var path = "README.md"
  /// The row's first line starts with this (`Features `, `Flows `).
  var layerLabel: String
  /// Use the block's last line (` ↓ …`) rather than its first.
  var lastLineOfBlock: Bool
  var name: String

  var purpose: String { "\(name) in the README's module map" }
  var text: String { " · \(name)" }

  func apply(to content: String) throws(Diagnostic) -> String {
    var lines = content.components(separatedBy: "\n")
    let row = try rowIndex(lines)
    var line = lines[row]
    if let gap = gap(in: line) {
      guard line[gap].count >= text.count + 2 else {
        throw Diagnostic(
          "cannot add \(purpose): the row has no room before its last column", path: path, line: row + 1)
      }
      line.replaceSubrange(gap.lowerBound..<line.index(gap.lowerBound, offsetBy: text.count), with: text)
    } else {
      line += text
    }
    lines[row] = line
    return lines.joined(separator: "\n")
  }

  func remove(from content: String) throws(Diagnostic) -> String {
    var lines = content.components(separatedBy: "\n")
    let row = try rowIndex(lines)
    var line = lines[row]
    guard let range = line.range(of: text),
      line.range(of: text, range: range.upperBound..<line.endIndex) == nil
    else {
      throw Diagnostic(
        "cannot remove \(purpose): `\(text)` is not in the row once", path: path, line: row + 1)
    }
    let hadColumn = gap(in: line) != nil && range.upperBound < line.endIndex && line[range.upperBound] == " "
    line.replaceSubrange(range, with: hadColumn ? String(repeating: " ", count: text.count) : "")
    lines[row] = line
    return lines.joined(separator: "\n")
  }

  /// The run of two or more spaces before the right-hand column, if the row has one.
  private func gap(in line: String) -> Range<String.Index>? {
    guard let labelEnd = line.range(of: "  ")?.upperBound else { return nil }
    var searchStart = line[labelEnd...].firstIndex { $0 != " " } ?? line.endIndex
    while let range = line.range(of: "  ", range: searchStart..<line.endIndex) {
      let end = line[range.lowerBound...].firstIndex { $0 != " " } ?? line.endIndex
      if end < line.endIndex { return range.lowerBound..<end }
      searchStart = end
    }
    return nil
  }

  private func rowIndex(_ lines: [String]) throws(Diagnostic) -> Int {
    guard let first = lines.firstIndex(where: { $0.hasPrefix(layerLabel) }) else {
      throw Diagnostic("cannot place \(purpose): no row starting with `\(layerLabel)`", path: path, line: 1)
    }
    guard lastLineOfBlock else { return first }
    var row = first
    if row + 1 < lines.count, lines[row + 1].hasPrefix(" ↓") { row += 1 }
    return row
  }
}
