/// Picks the function a body scenario edits: the first candidate whose edited build leaves the
/// module's `.swiftmodule` byte-identical, trying at most `limit` of them, else the probe function.
///
/// The source scan cannot see every rule that exports a body (an extension of a `@frozen` type
/// declared elsewhere, a macro, a compiler update), so the build decides; the scan only makes the
/// first try likely to hold. Every rejected candidate is kept, with why, for the report.
struct BodyEditChooser {
  /// Bounded because each try costs a build.
  static let defaultLimit = 5

  enum Verdict: String, Sendable, Equatable {
    case keepsInterface = "keeps the interface"
    case changedInterface = "changed the module's interface"
    case buildFailed = "the edited build failed"
    case notCompiled = "the edit did not recompile the module"
    case noInterface = "the build folder has no .swiftmodule of the module to compare"
  }

  enum Choice: Sendable, Equatable {
    case candidate(BodyCandidate, index: Int)
    /// No candidate held (or there was none): append a private probe function instead.
    case probe
  }

  let limit: Int

  /// Tries `candidates` in order with `trial` (which edits, builds, and restores on rejection).
  func choose(
    _ candidates: [BodyCandidate], rejected: inout [String], trial: (BodyCandidate) throws -> Verdict
  ) rethrows -> Choice {
    for (index, candidate) in candidates.prefix(limit).enumerated() {
      let verdict = try trial(candidate)
      if verdict == .keepsInterface { return .candidate(candidate, index: index) }
      rejected.append("\(candidate): \(verdict.rawValue)")
    }
    if candidates.count > limit {
      rejected.append("\(candidates.count - limit) more candidates not tried (limit \(limit))")
    }
    return .probe
  }
}
