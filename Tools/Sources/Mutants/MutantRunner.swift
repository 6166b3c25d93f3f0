import Foundation
import ToolSupport

/// A module's untouched tree did not build or its tests failed: no mutant can be judged.
struct BaselineFailed: Error, CustomStringConvertible {
  var module: String
  var step: String
  var tail: String

  var description: String { "\(module): the unmutated \(step) failed; fix it first:\n\(tail)" }
}

/// Runs a module's mutants one at a time: write the mutant (through the file guard), build the
/// module's package incrementally, run its tests with a limit, put the file back.
struct MutantRunner {
  let root: String
  let options: MutantsOptions
  let fileGuard: FileGuard
  let scratch: String

  /// This executable, for `tools watchdog`.
  static let toolsExecutable: String =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]

  /// A copy of this executable in the run's scratch folder, started as the watchdog for every
  /// mutant. Not the binary itself: a rebuild of `Tools/` during a long run (a `make check`)
  /// replaces it, the watchdog then fails to start, and every later mutant would count as killed
  /// by a test that never ran.
  /// The build of a package's code and tests, the same for the baseline and every mutant: any
  /// flag that differed between them would rebuild every module.
  static func buildCommand(package: String, scratchPath: String, swiftcFlags: [String]) -> [String] {
    ["swift", "build", "--build-tests", "--package-path", package, "--scratch-path", scratchPath]
      + swiftcFlags.flatMap { ["-Xswiftc", $0] }
  }

  static func watchdogCopy(in scratch: String) throws -> String {
    let copy = scratch + "/tools-watchdog"
    try? FileManager.default.removeItem(atPath: copy)
    try FileManager.default.copyItem(atPath: toolsExecutable, toPath: copy)
    return copy
  }

  /// The longest a build may take (a cold build of a package and its dependencies on a loaded machine).
  static let buildLimit: TimeInterval = 1800

  func run(
    _ module: MutantsRules.Module, candidates: [Mutant], equivalents: [MutantsRules.Equivalent]
  ) throws -> (ModuleSummary, [MutantResult]) {
    var summary = ModuleSummary(module: module.name, candidates: candidates.count)
    let package = root + "/" + module.package
    // One build folder per package inside the run's folder; the repository's root package
    // (".") gets its own too, not the run's folder itself.
    let folder = module.package == "." ? "root" : module.package.replacingOccurrences(of: "/", with: "-")
    let scratchPath = scratch + "/" + folder
    let log = URL(fileURLWithPath: scratch).appendingPathComponent("\(module.name).log")
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let build = Self.buildCommand(
      package: package, scratchPath: scratchPath, swiftcFlags: options.swiftcFlags)
    let swiftTest = [
      "swift", "test", "--skip-build", "--package-path", package, "--scratch-path", scratchPath, "--filter",
      module.testFilter,
    ]

    MutantsCommand.note("note: \(module.name): baseline build (\(candidates.count) candidate mutants)")
    let baselineBuild = CommandRun.run(build, in: root, timeout: Self.buildLimit, log: log)
    guard baselineBuild.outcome == .exited(0) else {
      throw BaselineFailed(module: module.name, step: "build", tail: baselineBuild.tail)
    }
    let baselineTest = CommandRun.run(swiftTest, in: root, timeout: Self.buildLimit, log: log)
    guard baselineTest.outcome == .exited(0) else {
      throw BaselineFailed(module: module.name, step: "test run", tail: baselineTest.tail)
    }
    let limit = options.timeout ?? (baselineTest.seconds * 3 + 60)
    // Under the watchdog, so a mutant that hangs a test is stopped at the limit with the test named.
    let test =
      [
        try Self.watchdogCopy(in: scratch), "watchdog", "--test-limit", "\(Int(limit.rounded(.up)))",
        "--no-stacks", "--",
      ]
      + swiftTest
    summary.baselineTestSeconds = baselineTest.seconds
    summary.testLimitSeconds = limit
    MutantsCommand.note(
      "note: \(module.name): baseline tests pass in \(String(format: "%.0f", baselineTest.seconds)) s; limit per mutant \(String(format: "%.0f", limit)) s"
    )

    let order = options.all ? candidates : Sampler.shuffled(candidates, seed: options.seed)
    let quota = options.all ? Int.max : options.sample
    var results: [MutantResult] = []
    for mutant in order where summary.evaluated < quota {
      if let equivalent = equivalents.first(where: { $0.matches(mutant) }) {
        results.append(
          MutantResult(mutant: mutant, status: .equivalent, seconds: 0, reason: equivalent.reason))
        summary.count(.equivalent)
        continue
      }
      let result = try evaluate(mutant, build: build, test: test, limit: limit, log: log)
      results.append(result)
      summary.count(result.status)
      MutantsCommand.note(
        "[\(module.name) \(summary.evaluated)/\(quota == Int.max ? candidates.count : quota)] \(mutant.id): "
          + "\(result.status.rawValue)\(result.killedBy.map { " by \($0)" } ?? "") (\(String(format: "%.0f", result.seconds)) s)"
      )
    }
    return (summary, results)
  }

  private func evaluate(
    _ mutant: Mutant, build: [String], test: [String], limit: TimeInterval, log: URL
  ) throws -> MutantResult {
    let path = root + "/" + mutant.file
    let original = Array(try fileGuard.original(of: path).utf8)
    // The mark lets a later run recognise a file a killed run left mutated (FileGuard's journal).
    let mutated = String(decoding: mutant.apply(to: original), as: UTF8.self) + "\n// mutants: \(mutant.id)\n"
    try fileGuard.write(mutated, to: path)
    defer { try? fileGuard.restore(path) }
    let started = Date()
    let built = CommandRun.run(build, in: root, timeout: Self.buildLimit, log: log)
    guard built.outcome == .exited(0) else {
      return MutantResult(mutant: mutant, status: .notCompiling, seconds: Date().timeIntervalSince(started))
    }
    let tested = CommandRun.run(test, in: root, timeout: limit + 120, log: log)
    let seconds = Date().timeIntervalSince(started)
    try fileGuard.restore(path)
    switch tested.outcome {
    case .timedOut, .exited(3):
      return MutantResult(mutant: mutant, status: .timedOut, seconds: seconds, hungTest: tested.hungTest)
    case .exited(0):
      return MutantResult(mutant: mutant, status: .survived, seconds: seconds)
    case .exited:
      return MutantResult(mutant: mutant, status: .killed, seconds: seconds, killedBy: tested.firstFailedTest)
    }
  }
}
