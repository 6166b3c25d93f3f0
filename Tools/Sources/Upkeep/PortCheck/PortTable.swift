import Foundation
import ToolSupport

/// The checked-in table that says, for every public symbol of the shim, what a team moving to
/// the real Composable Architecture writes instead: the same name in an upstream module, another
/// spelling, or nothing, because only the shim has it.
///
/// One row a line, `#` comments, the first word the row's kind:
///
///     same      ThirdPartyShim Store.send(_:)        ComposableArchitecture
///     renamed   ThirdPartyShim TestClock.Instant     Clocks TestClock.Instant
///     shim-only ThirdPartyShim StoreLaunch           launch steps run before a store exists
///
/// A symbol is its module and its path (the symbol graph's path components, joined with `.`);
/// overloads share a path, so one row stands for all of them.
struct PortTable: Equatable {
  enum Counterpart: Equatable {
    /// The same spelling, in this upstream module.
    case same(module: String)
    /// Another spelling, in this upstream module.
    case renamed(module: String, spelling: String)
    /// No upstream counterpart; the reason says why the shim has it.
    case shimOnly(reason: String)
  }

  struct Row: Equatable {
    var module: String
    var path: String
    var counterpart: Counterpart
    var line: Int

    var key: PortSymbol.Key { PortSymbol.Key(module: module, path: path) }
  }

  /// The modules of the TCA family a row may name; a typo names none of them.
  static let upstreamModules: Set<String> = [
    "ComposableArchitecture", "Sharing", "Dependencies", "CasePaths", "Clocks", "IssueReporting",
    "IdentifiedCollections", "SwiftNavigation", "SwiftUINavigation", "ConcurrencyExtras",
    "CustomDump", "Perception", "SwiftUI", "Observation", "XCTest", "Testing",
  ]

  var rows: [Row]

  /// Reads the table; a malformed row is an error naming `file:line` and what was wrong.
  static func parse(_ text: String, file: String) throws(DocsCheckError) -> PortTable {
    var rows: [Row] = []
    var seen: [PortSymbol.Key: Int] = [:]
    for line in RuleLines.split(text) {
      let words = line.words
      func fail(_ message: String) -> DocsCheckError {
        DocsCheckError("\(file):\(line.number): \(message)")
      }
      guard words.count >= 3 else {
        throw fail(
          "a row is `<same|renamed|shim-only> <Module> <symbol> …`, not '\(words.joined(separator: " "))'")
      }
      let counterpart: Counterpart
      switch words[0] {
      case "same":
        guard words.count == 4 else { throw fail("`same <Module> <symbol> <UpstreamModule>` takes 4 words") }
        counterpart = .same(module: try upstream(words[3], fail))
      case "renamed":
        guard words.count == 5 else {
          throw fail("`renamed <Module> <symbol> <UpstreamModule> <spelling>` takes 5 words")
        }
        counterpart = .renamed(module: try upstream(words[3], fail), spelling: words[4])
      case "shim-only":
        guard words.count >= 4 else { throw fail("`shim-only <Module> <symbol> <reason…>` needs a reason") }
        counterpart = .shimOnly(reason: words[3...].joined(separator: " "))
      default:
        throw fail("unknown row kind '\(words[0])': expected same, renamed or shim-only")
      }
      let row = Row(module: words[1], path: words[2], counterpart: counterpart, line: line.number)
      if let first = seen[row.key] {
        throw fail("\(row.module) \(row.path) has a row already, at line \(first)")
      }
      seen[row.key] = line.number
      rows.append(row)
    }
    return PortTable(rows: rows)
  }

  private static func upstream(
    _ name: String, _ fail: (String) -> DocsCheckError
  ) throws(DocsCheckError) -> String {
    guard upstreamModules.contains(name) else {
      throw fail(
        "'\(name)' is not a module of the TCA family (one of \(upstreamModules.sorted().joined(separator: ", ")))"
      )
    }
    return name
  }
}
