import Foundation

/// What happened to one mutant.
struct MutantResult: Codable, Equatable {
  enum Status: String, Codable {
    /// A test failed: the suite noticed the bug.
    case killed
    /// Every test passed with the bug in: a missing test, or redundant code.
    case survived
    /// The tests ran past the per-mutant limit: counted against the suite, which must not hang.
    case timedOut = "timed-out"
    /// The mutant did not compile; discarded.
    case notCompiling = "not-compiling"
    /// Listed in the rules file as equivalent (no test can observe it), with the reason.
    case equivalent
  }

  var mutant: Mutant
  var status: Status
  var seconds: Double
  /// The first failing test, for a killed mutant.
  var killedBy: String?
  var reason: String?
  /// The test the watchdog stopped, for a timed-out mutant.
  var hungTest: String?
}

/// Per module: the counts and the kill rate, killed / (killed + survived + timed out).
struct ModuleSummary: Codable, Equatable {
  var module: String
  /// Every mutant the operators found in the module.
  var candidates: Int
  var killed = 0
  var survived = 0
  var timedOut = 0
  var notCompiling = 0
  var equivalent = 0
  var baselineTestSeconds: Double?
  var testLimitSeconds: Double?

  var evaluated: Int { killed + survived + timedOut }
  var killRate: Double? { evaluated == 0 ? nil : Double(killed) / Double(evaluated) }

  mutating func count(_ status: MutantResult.Status) {
    switch status {
    case .killed: killed += 1
    case .survived: survived += 1
    case .timedOut: timedOut += 1
    case .notCompiling: notCompiling += 1
    case .equivalent: equivalent += 1
    }
  }
}

struct MutantsReport: Codable, Equatable {
  var command: String
  var seed: UInt64
  /// Mutants evaluated per module; nil for `--all`.
  var sample: Int?
  var modules: [ModuleSummary]
  var results: [MutantResult]
  /// Every file a mutant touched, compared with its bytes before the run.
  var filesRestored: Int
  var allRestoredByteIdentical: Bool

  var markdown: String {
    var lines = [
      "# Mutation testing", "",
      "`\(command)` (seed \(seed), \(sample.map { "\($0) evaluated mutants per module" } ?? "every mutant")).",
      "",
      "| module | candidates | killed | survived | timed out | kill rate | not compiling | equivalent | baseline tests | limit |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for module in modules {
      let rate = module.killRate.map { String(format: "%.1f %%", $0 * 100) } ?? "–"
      lines.append(
        "| \(module.module) | \(module.candidates) | \(module.killed) | \(module.survived) | \(module.timedOut) | "
          + "**\(rate)** | \(module.notCompiling) | \(module.equivalent) | "
          + "\(module.baselineTestSeconds.map { String(format: "%.0f s", $0) } ?? "–") | "
          + "\(module.testLimitSeconds.map { String(format: "%.0f s", $0) } ?? "–") |")
    }
    lines += [
      "",
      "Files restored byte-identical: \(allRestoredByteIdentical ? "yes" : "**NO**") (\(filesRestored) files checked).",
    ]
    for (title, status) in [("Survived", MutantResult.Status.survived), ("Timed out", .timedOut)] {
      let matching = results.filter { $0.status == status }
      guard !matching.isEmpty else { continue }
      lines += ["", "## \(title) (\(matching.count))", ""]
      for result in matching {
        if let test = result.hungTest { lines.append("hung in `\(test)`:") }
        lines += ["```diff", result.mutant.diff, "```"]
      }
    }
    let equivalents = results.filter { $0.status == .equivalent }
    if !equivalents.isEmpty {
      lines += ["", "## Equivalent (reviewed, in mutants.rules)", ""]
      for result in equivalents { lines.append("- `\(result.mutant.id)`: \(result.reason ?? "")") }
    }
    let killed = results.filter { $0.status == .killed }
    if !killed.isEmpty {
      lines += ["", "## Killed (\(killed.count))", ""]
      for result in killed {
        lines.append(
          "- `\(result.mutant.id)` by \(result.killedBy ?? "a failing test") (\(String(format: "%.0f", result.seconds)) s)"
        )
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
