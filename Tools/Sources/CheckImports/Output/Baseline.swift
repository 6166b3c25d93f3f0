import Foundation
import ToolSupport

/// Accepted legacy violations, one identity per line (`rule Importer -> Imported`).
///
/// Identities, not line numbers, so unrelated edits do not invalidate it; entries that no longer
/// occur fail the run, so the baseline can only shrink.
public struct Baseline: Sendable, Equatable {
  public var path: String
  /// Identity and the line it sits on.
  public var entries: [(identity: String, line: Int)]

  public static func == (lhs: Baseline, rhs: Baseline) -> Bool {
    lhs.path == rhs.path && lhs.entries.map(\.identity) == rhs.entries.map(\.identity)
  }

  public static func read(path: String, displayPath: String) throws(CheckerFailure) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .badInput("\(displayPath): cannot read baseline file")
    }
    var entries: [(String, Int)] = []
    // Every line ending ("\r\n" is one character in Swift), and the words of an entry however
    // they are spaced: an entry is compared as the identity it names, never as its spacing.
    for (number, line) in RuleLines.rawLines(String(decoding: data, as: UTF8.self)) {
      let offset = number - 1
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("#") { continue }
      let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard parts.count >= 4, parts[2] == "->", Rule(rawValue: String(parts[0])) != nil else {
        throw .badInput("\(displayPath):\(offset + 1): expected '<rule> <Importer> -> <Imported>'")
      }
      entries.append((parts.joined(separator: " "), offset + 1))
    }
    return Baseline(path: displayPath, entries: entries)
  }

  public static func render(_ findings: [Finding]) -> String {
    let identities = Set(findings.map(\.identity)).sorted()
    return """
      # check-imports baseline: accepted violations, one '<rule> <Importer> -> <Imported>' per line.
      # Fix one, delete its line; the check fails on entries that no longer occur (it only shrinks).

      """ + "\n" + identities.map { $0 + "\n" }.joined()
  }

  /// Splits findings into new ones, and reports baseline entries that matched nothing.
  public func apply(to findings: [Finding]) -> (remaining: [Finding], suppressed: Int, stale: [Finding]) {
    let accepted = Set(entries.map(\.identity))
    let remaining = findings.filter { !accepted.contains($0.identity) }
    let occurring = Set(findings.map(\.identity))
    let stale = entries.filter { !occurring.contains($0.identity) }.map { entry in
      Finding(
        rule: .staleBaseline, path: path, line: entry.line, column: 1,
        message: "'\(entry.identity)' no longer occurs; delete this line (the baseline only shrinks)",
        importer: String(entry.identity.split(separator: " ")[1]), imported: entry.identity)
    }
    return (remaining, findings.count - remaining.count, stale)
  }
}
