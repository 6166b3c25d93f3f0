import Foundation

/// Compares the shim's public symbols with the port table, and the uses of shim-only API outside
/// the shim with the baseline: what `make port-check` reports.
struct PortCheck {
  struct Counts: Equatable {
    var same = 0
    var renamed = 0
    var shimOnly = 0
  }

  var symbols: [PortSymbol]
  var table: PortTable
  var tableFile: String
  var uses: [ShimUses.Use]
  var baseline: PortBaseline?
  var baselineFile: String
  var unchecked: [String]

  /// Per row kind, over the public symbols that have a row.
  var counts: Counts {
    let byKey = Dictionary(table.rows.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    var counts = Counts()
    for symbol in symbols {
      switch byKey[symbol.key]?.counterpart {
      case .same: counts.same += 1
      case .renamed: counts.renamed += 1
      case .shimOnly: counts.shimOnly += 1
      case nil: break
      }
    }
    return counts
  }

  /// Every problem, one line each in `path:line:col: error: …` form, sorted.
  var findings: [String] {
    var lines: [String] = []
    let rowKeys = Set(table.rows.map(\.key))
    for symbol in symbols where !rowKeys.contains(symbol.key) {
      lines.append(
        "\(symbol.file):\(symbol.line):1: error: public \(symbol.key) has no row in \(tableFile): "
          + "add `same`, `renamed` or `shim-only` for it (`upkeep port-check --missing-rows` drafts one) [no-row]"
      )
    }
    let symbolKeys = Set(symbols.map(\.key))
    for row in table.rows where !symbolKeys.contains(row.key) {
      lines.append(
        "\(tableFile):\(row.line):1: error: \(row.key) names no public symbol: remove the row, "
          + "or fix its path [stale-row]")
    }
    lines += useFindings
    return lines.sorted()
  }

  private var useFindings: [String] {
    let reasons = Dictionary(
      table.rows.compactMap { row -> (PortSymbol.Key, String)? in
        if case let .shimOnly(reason) = row.counterpart { return (row.key, reason) }
        return nil
      }, uniquingKeysWith: { a, _ in a })
    let current = PortBaseline(uses: uses)
    let allowed = baseline?.counts ?? [:]
    var lines: [String] = []
    for use in uses {
      let entry = PortBaseline.Entry(path: use.path, name: use.name)
      guard current.counts[entry, default: 0] > allowed[entry, default: 0] else { continue }
      if let upstream = use.upstream {
        lines.append(
          "\(use.path):\(use.line):\(use.column): error: \(use.name) is the shim's spelling of "
            + "\(use.symbol): upstream writes \(upstream) [renamed-use]")
        continue
      }
      let reason = reasons[use.symbol].map { " (\($0))" } ?? ""
      lines.append(
        "\(use.path):\(use.line):\(use.column): error: \(use.name) is shim-only: \(use.symbol)\(reason); "
          + "real TCA has no such API, see docs/porting.md [shim-only-use]")
    }
    for (entry, count) in allowed where current.counts[entry, default: 0] < count {
      lines.append(
        "\(baselineFile):1:1: error: \(entry.path) uses \(entry.name) \(current.counts[entry, default: 0]) "
          + "time(s), the baseline allows \(count): run `make port-baseline` so it cannot grow back [stale-baseline]"
      )
    }
    return lines
  }

  /// The closing summary.
  var summary: String {
    let counts = self.counts
    var text =
      "port-check: \(symbols.count) public symbols: \(counts.same) same, \(counts.renamed) renamed, "
      + "\(counts.shimOnly) shim-only; \(uses.count) use(s) of shim-only or renamed API outside the shim "
      + "(\(uses.filter { $0.path.contains("/Tests/") }.count) in tests)"
    if let baseline { text += " (the baseline allows \(baseline.counts.values.reduce(0, +)))" }
    if !unchecked.isEmpty {
      text +=
        "\nport-check: not checked in sources, upstream API spells them too: "
        + unchecked.joined(separator: ", ")
    }
    return text
  }

  /// Draft rows for the symbols that have none, to review before they go into the table: the
  /// upstream module guessed from the folder the symbol is declared in, underscored names
  /// marked shim-only.
  var missingRows: String {
    let rowKeys = Set(table.rows.map(\.key))
    var text = ""
    for symbol in symbols where !rowKeys.contains(symbol.key) {
      if symbol.key.path.split(separator: ".").contains(where: { $0.hasPrefix("_") }) {
        text += "shim-only \(symbol.key.module) \(symbol.key.path) TODO: why the shim has it\n"
      } else {
        text += "same \(symbol.key.module) \(symbol.key.path) \(Self.guessModule(symbol.file))\n"
      }
    }
    return text
  }

  static func guessModule(_ file: String) -> String {
    let folders: [(String, String)] = [
      ("/Sharing/", "Sharing"), ("/Dependencies/TestClock", "Clocks"),
      ("/Dependencies/", "Dependencies"), ("/CasePaths/", "CasePaths"),
      ("/Collections/IdentifiedArray", "IdentifiedCollections"), ("/SwiftUI/", "SwiftUI"),
      ("/Internal/RuntimeWarnings", "IssueReporting"),
    ]
    return folders.first { file.contains($0.0) }?.1 ?? "ComposableArchitecture"
  }
}
