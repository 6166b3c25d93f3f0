import Foundation
import ToolSupport

/// Runs one scenario: a baseline build of the untouched sources, then warm-up and measured builds,
/// each preceded by a fresh edit, then restores the file.
///
/// The baseline build comes first so that a tree that doesn't build is reported as such and never
/// blamed on (or measured with) the edit, and so every scenario starts from a fully built state.
struct ScenarioRunner {
  let packagePath: String
  let builder: BuildRunner
  let fileGuard: FileGuard
  let progress: ProgressLine
  let warmup: Int
  let iterations: Int
  /// Follow each measured edit build with a null build (see `ScenarioResult.pairedNullSeconds`).
  let pairedNull: Bool

  /// A scenario with its file chosen (and checked for uncommitted changes) before any build runs.
  struct Plan: Sendable {
    var scenario: Scenario
    /// The file the API edit or the probe function goes into.
    var file: String?
    /// For a body scenario: the functions to try, best first (see `BodyCandidateScanner`).
    var candidates: [BodyCandidate] = []
  }

  /// How many body-edit candidates are tried before falling back to the probe function.
  var candidateLimit = BodyEditChooser.defaultLimit
  /// With `--trace`: where every build is recorded.
  var trace: RebuildTrace?

  func run(_ plan: Plan, nonce: inout Int) throws -> ScenarioResult {
    let scenario = plan.scenario
    var result = ScenarioResult(
      scenario: scenario.description, kind: scenario.kind, module: scenario.module, file: plan.file,
      status: .measured)
    let baseline = try timedBuild("[\(scenario)] baseline")
    guard baseline.succeeded else {
      result.status = .baselineBuildFailed
      result.failureLog = BuildLog.tail(of: baseline.log)
      return result
    }
    guard let file = plan.file, let module = scenario.module else {
      try measure(&result, label: "\(scenario)", pairNull: false) {}
      return result
    }
    var counter = nonce
    defer { nonce = counter }
    do {
      var edit = scenario.kind == .body ? SourceEdit.probe : SourceEdit.api
      var editedFile = file
      if scenario.kind == .body {
        let baselineHash = snapshot().interfaceHashes[module]
        let choice = try BodyEditChooser(limit: candidateLimit).choose(
          plan.candidates, rejected: &result.rejectedCandidates
        ) { candidate in
          try trial(
            candidate, module: module, baselineHash: baselineHash, label: "\(scenario)", nonce: &counter)
        }
        switch choice {
        case .candidate(let candidate, let index):
          edit = .body(at: candidate.line)
          editedFile = candidate.file
          result.bodyEdit = "\(candidate), candidate \(index + 1) of \(plan.candidates.count)"
        case .probe:
          result.bodyEdit = "probe function appended to \(file)"
          result.notes.append(
            plan.candidates.isEmpty
              ? "no function of \(module) can take the body edit (all exported, returning or conditional); a private probe function was appended to \(file)"
              : "no candidate kept \(module)'s interface; a private probe function was appended to \(file)")
          // The probe's first appearance adds a declaration; build it once unmeasured so that the
          // measured builds only change its body.
          let path = absolute(file)
          let original = try String(contentsOfFile: path, encoding: .utf8)
          counter += 1
          try fileGuard.write(edit.apply(to: original, nonce: counter), to: path)
          let primed = try timedBuild("[\(scenario)] adding probe function")
          guard primed.succeeded else { throw EditedBuildFailed(log: primed.log) }
        }
      }
      result.file = editedFile
      result.editStrategy = edit.strategy.rawValue
      Diagnostics.write("[\(scenario)] edits \(result.bodyEdit ?? editedFile) (\(edit.strategy.rawValue))\n")
      let path = absolute(editedFile)
      defer { try? fileGuard.restore(path) }
      let original = try fileGuard.original(of: path)
      try measure(&result, label: "\(scenario)", pairNull: pairedNull) {
        counter += 1
        try fileGuard.write(edit.apply(to: original, nonce: counter), to: path)
      }
      try fileGuard.restore(path)
    } catch let failure as EditedBuildFailed {
      result.status = .editedBuildFailed
      result.failureLog = BuildLog.tail(of: failure.log)
    }
    for candidate in Set(plan.candidates.map(\.file) + [file]) { try fileGuard.restore(absolute(candidate)) }
    return result
  }

  /// Edits one candidate, builds, and keeps the edit only if the module recompiled and its
  /// `.swiftmodule` is byte-identical to the baseline's; otherwise restores the file.
  private func trial(
    _ candidate: BodyCandidate, module: String, baselineHash: String?, label: String, nonce: inout Int
  ) throws -> BodyEditChooser.Verdict {
    let path = absolute(candidate.file)
    let original = try fileGuard.original(of: path)
    nonce += 1
    try fileGuard.write(SourceEdit.body(at: candidate.line).apply(to: original, nonce: nonce), to: path)
    let outcome = try timedBuild("[\(label)] trying \(candidate)")
    let verdict: BodyEditChooser.Verdict
    if baselineHash == nil {
      verdict = .noInterface
    } else if !outcome.succeeded {
      verdict = .buildFailed
    } else if !BuildLog(parsing: outcome.log).compiledModules.contains(module) {
      verdict = .notCompiled
    } else if let hash = snapshot().interfaceHashes[module], hash == baselineHash {
      verdict = .keepsInterface
    } else {
      verdict = .changedInterface
    }
    if verdict != .keepsInterface {
      Diagnostics.write("[\(label)] \(candidate): \(verdict.rawValue); trying the next\n")
      try fileGuard.restore(path)
    }
    return verdict
  }

  private func snapshot() -> BuildSnapshot {
    BuildSnapshot.take(debugFolder: builder.settings.debugFolder(packagePath: packagePath))
  }

  private func absolute(_ file: String) -> String {
    URL(fileURLWithPath: packagePath).appendingPathComponent(file).path
  }

  private struct EditedBuildFailed: Error {
    var log: String
  }

  /// Warm-up builds, then measured builds with snapshots around each; `edit` runs before every one.
  private func measure(
    _ result: inout ScenarioResult, label: String, pairNull: Bool, edit: () throws -> Void
  ) throws {
    for index in 0..<warmup {
      try edit()
      let outcome = try timedBuild("[\(label)] warm-up \(index + 1)/\(warmup)")
      guard outcome.succeeded else { throw EditedBuildFailed(log: outcome.log) }
      result.warmupSeconds.append(outcome.seconds)
    }
    for index in 0..<iterations {
      try edit()
      let before = BuildSnapshot.take(debugFolder: builder.settings.debugFolder(packagePath: packagePath))
      let outcome = try timedBuild("[\(label)] iteration \(index + 1)/\(iterations)")
      guard outcome.succeeded else { throw EditedBuildFailed(log: outcome.log) }
      let changes = BuildSnapshot.take(debugFolder: builder.settings.debugFolder(packagePath: packagePath))
        .changes(since: before)
      let log = BuildLog(parsing: outcome.log)
      result.iterations.append(
        Observation(
          seconds: outcome.seconds,
          compiledModules: log.compiledModules.sorted(),
          rewrittenObjects: changes.recompiledModules.sorted(),
          changedInterfaces: changes.changedInterfaces.sorted(),
          relinked: !log.linkedProducts.isEmpty || !changes.relinkedProducts.isEmpty,
          relinkDisagreement: log.linkedProducts == changes.relinkedProducts
            ? nil
            : "log links {\(log.linkedProducts.sorted().joined(separator: ", "))}, executables rewritten {\(changes.relinkedProducts.sorted().joined(separator: ", "))}",
          driverRemarks: builder.settings.explain ? log.driverRemarks : nil))
      if pairNull {
        let null = try timedBuild("[\(label)] iteration \(index + 1)/\(iterations), null build after it")
        guard null.succeeded else { throw EditedBuildFailed(log: null.log) }
        result.pairedNullSeconds.append(null.seconds)
        let leftovers = BuildLog(parsing: null.log).compiledModules
        if !leftovers.isEmpty {
          result.notes.append(
            "the null build after iteration \(index + 1) still compiled {\(leftovers.sorted().joined(separator: ", "))}: the build did not settle"
          )
        }
      }
    }
    result.summarize()
  }

  private func timedBuild(_ label: String) throws -> BuildOutcome {
    let outcome = try progress.show(label, { try builder.build() }) { outcome in
      String(format: "%.2f s", outcome.seconds) + (outcome.succeeded ? "" : "  BUILD FAILED")
    }
    trace?.record(label: label, outcome: outcome)
    return outcome
  }
}
