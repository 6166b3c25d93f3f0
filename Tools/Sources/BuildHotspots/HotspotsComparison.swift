import Foundation

/// Two `--json` reports side by side (`--compare A B`): what got slower or faster, per module (the
/// sum of its compiler jobs, which moves less with the machine's other load than its wall time)
/// and per function body or expression, with changes inside the noise set apart.
///
/// A report lists only the slowest type-checks, so one listed in a single report is compared with
/// the most the other could have had: the smallest figure it lists (or, for an expression, its
/// threshold). Only the change that bound proves is reported: never a slowdown that is not there.
struct HotspotsComparison: Sendable, Equatable, Codable {
  enum Verdict: String, Sendable, Codable { case slower, faster, noise }

  /// One module or type-check in both reports (or, `bound`, in one and bounded in the other).
  struct Change: Sendable, Equatable, Codable {
    var name: String
    /// `module`, `function-body` or `expression`.
    var kind: String
    var module: String?
    /// Milliseconds before and after.
    var before: Double
    var after: Double
    var verdict: Verdict
    /// Which figure is a bound rather than a measurement: `before` or `after`.
    var bound: String?

    var delta: Double { after - before }
  }

  var before: String
  var after: String
  var noisePercent: Int
  var noiseMilliseconds: Int
  var build: Change
  var modules: [Change]
  var typeChecks: [Change]

  static func compare(
    _ a: HotspotsReport, _ b: HotspotsReport, names: (String, String), noisePercent: Int,
    noiseMilliseconds: Int
  ) -> HotspotsComparison {
    func verdict(_ before: Double, _ after: Double) -> Verdict {
      let delta = after - before
      let floor = max(Double(noiseMilliseconds), Double(noisePercent) / 100 * max(before, after))
      return abs(delta) < floor || delta == 0 ? .noise : delta > 0 ? .slower : .faster
    }
    // A bound only proves a change in one direction: an unlisted "after" can only have been
    // smaller (so only a speed-up is certain), an unlisted "before" only a slowdown.
    func change(
      _ name: String, _ kind: String, _ module: String?, _ x: Double, _ y: Double, bound: String? = nil
    )
      -> Change
    {
      var found = verdict(x, y)
      if (bound == "after" && found == .slower) || (bound == "before" && found == .faster) { found = .noise }
      return Change(name: name, kind: kind, module: module, before: x, after: y, verdict: found, bound: bound)
    }
    let aModules = Dictionary(a.modules.map { ($0.module, $0.jobSeconds * 1000) }) { first, _ in first }
    let bModules = Dictionary(b.modules.map { ($0.module, $0.jobSeconds * 1000) }) { first, _ in first }
    let modules = Set(aModules.keys).union(bModules.keys).map { name in
      change(name, "module", name, aModules[name] ?? 0, bModules[name] ?? 0)
    }

    var typeChecks: [Change] = []
    for kind in [TypeCheckTiming.Kind.functionBody, .expression] {
      let list = { (report: HotspotsReport) in
        kind == .functionBody ? report.slowestFunctionBodies : report.slowestExpressions
      }
      // At most what an unlisted type-check took in a report.
      let ceiling = { (report: HotspotsReport) in
        kind == .expression
          ? Double(report.expressionThresholdMilliseconds) : list(report).map(\.milliseconds).min() ?? 0
      }
      let key = { (timing: TypeCheckTiming) in
        kind == .functionBody ? "\(timing.path) \(timing.name)" : timing.location
      }
      let aTimings = Dictionary(list(a).map { (key($0), $0) }) { first, _ in first }
      let bTimings = Dictionary(list(b).map { (key($0), $0) }) { first, _ in first }
      for name in Set(aTimings.keys).union(bTimings.keys) {
        let timing = (bTimings[name] ?? aTimings[name])!
        let label = kind == .functionBody ? "\(timing.location) \(timing.name)" : timing.location
        let x = aTimings[name]?.milliseconds
        let y = bTimings[name]?.milliseconds
        typeChecks.append(
          change(
            label, kind.rawValue, timing.module, x ?? ceiling(a), y ?? ceiling(b),
            bound: x == nil ? "before" : y == nil ? "after" : nil))
      }
    }
    // Slowdowns, then speed-ups, then noise; the largest change first in each; names break ties.
    let rank: [Verdict: Int] = [.slower: 0, .faster: 1, .noise: 2]
    let order = { (lhs: Change, rhs: Change) in
      (rank[lhs.verdict]!, -abs(lhs.delta), lhs.name) < (rank[rhs.verdict]!, -abs(rhs.delta), rhs.name)
    }
    return HotspotsComparison(
      before: names.0, after: names.1, noisePercent: noisePercent, noiseMilliseconds: noiseMilliseconds,
      build: change("build (wall)", "build", nil, a.buildSeconds * 1000, b.buildSeconds * 1000),
      modules: modules.sorted(by: order), typeChecks: typeChecks.sorted(by: order))
  }

  /// Modules and type-checks that got slower by more than `budget` milliseconds, beyond the noise.
  func over(budget: Double) -> [Change] {
    (modules + typeChecks).filter { $0.verdict == .slower && $0.delta > budget }
  }

  /// The human forms: a table, or Markdown for a pull request.
  func render(markdown: Bool) -> String {
    func seconds(_ ms: Double) -> String { String(format: "%.2f s", ms / 1000) }
    func millis(_ ms: Double) -> String { String(format: "%.1f ms", ms) }
    // A share of a bound would be made up: only measured pairs get one.
    func signed(_ change: Change, _ unit: (Double) -> String) -> String {
      let sign = change.delta >= 0 ? "+" : "−"
      let percent =
        change.bound == nil && change.before > 0
        ? String(format: " (%@%.0f%%)", sign, abs(change.delta) / change.before * 100) : ""
      return sign + unit(abs(change.delta)) + percent
    }
    var lines = [
      "compare: \(before) → \(after) (noise: under \(noisePercent)% or \(noiseMilliseconds) ms)",
      "build: \(seconds(build.before)) → \(seconds(build.after)), \(signed(build, seconds)), \(build.verdict.rawValue)",
    ]
    if markdown { lines = lines.map { "`\($0)`  " } }
    for (title, changes, unit) in [
      ("Modules (compile time, the sum of their jobs)", modules, seconds),
      ("Function bodies and expressions (type-check time)", typeChecks, millis),
    ] as [(String, [Change], (Double) -> String)] {
      let moved = changes.filter { $0.verdict != .noise }
      lines.append("")
      lines.append(markdown ? "**\(title)**" : title)
      let rows = moved.map { change in
        [
          change.verdict.rawValue, change.name, (change.bound == "before" ? "≤ " : "") + unit(change.before),
          (change.bound == "after" ? "≤ " : "") + unit(change.after), signed(change, unit),
        ]
      }
      lines += Self.table(["verdict", "what", "before", "after", "change"], rows, markdown: markdown)
      lines += (markdown ? [""] : []) + ["(\(changes.count - moved.count) within the noise)"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func table(_ headers: [String], _ rows: [[String]], markdown: Bool) -> [String] {
    guard !rows.isEmpty else { return ["(no change beyond the noise)"] }
    if markdown {
      return [
        "", "| " + headers.joined(separator: " | ") + " |", "|" + headers.map { _ in " --- |" }.joined(),
      ]
        + rows.map {
          "| " + $0.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
    }
    let all = [headers] + rows
    let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
  }
}
