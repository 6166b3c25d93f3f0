import Affected
import CheckImports
import Foundation
import ToolSupport

/// Why `tools shard` could not answer (exit 2).
typealias ShardFailure = CheckerFailure

/// `tools shard`: one shard of the test units, printed or run.
public enum ShardCommand {
  /// Runs with the real console and SwiftPM, `$SWIFT` (else `swift`) in the commands it prints and
  /// runs, `$SWIFT_BUILD_FLAGS` (split at white space) in those that build; returns the exit code
  /// (0 printed or every unit passed, 1 a unit failed or shard verify disagreed, 2 bad input,
  /// usage, or a unit stopped at its limit).
  public static func run(arguments: [String]) -> Int32 {
    run(
      arguments: arguments, console: .standard, loader: SwiftPMManifestLoader(),
      toolsExecutable: Bundle.main.executablePath ?? CommandLine.arguments[0],
      swift: ProcessInfo.processInfo.environment["SWIFT"] ?? "swift",
      buildFlags: (ProcessInfo.processInfo.environment["SWIFT_BUILD_FLAGS"] ?? "").split(
        whereSeparator: \.isWhitespace
      ).map(String.init))
  }

  /// The testable form: console, manifest loading, the `tools` used for the watchdog, the `swift`
  /// the commands name and the flags of those that build are injected.
  static func run(
    arguments: [String], console: Console, loader: any ManifestLoading, toolsExecutable: String,
    swift: String = "swift", buildFlags: [String] = []
  ) -> Int32 {
    if arguments.first == "verify" {
      return VerifyCommand.run(Array(arguments.dropFirst()), console: console, swift: swift)
    }
    if arguments.first == "merge" {
      return merge(Array(arguments.dropFirst()), console: console)
    }
    do throws(ShardFailure) {
      let options = try ShardOptions.parse(arguments)
      if options.help {
        console.out(ShardOptions.usage + "\n")
        return ExitStatus.success.rawValue
      }
      let root = AbsolutePath.resolve(options.root)
      let plan = try readPlan(options, root: root, loader: loader, console: console)
      let timingsPath =
        options.timingsPath.map(AbsolutePath.resolve)
        ?? (FileManager.default.fileExists(atPath: "\(root)/out/test-timings.json")
          ? "\(root)/out/test-timings.json" : "\(root)/test-timings.json")
      let timings = try Timings.read(
        path: timingsPath, display: options.timingsPath ?? relative(timingsPath, root))
      let packer = ShardPacker(
        units: plan.units, timings: timings, total: options.total!, allUnits: plan.allUnitNames)
      for name in packer.estimate.stale {
        console.err("shard: note: timings for '\(name)' ignored: the repository has no such unit\n")
      }
      if !packer.estimate.guessed.isEmpty {
        console.err(
          "shard: note: no recorded time for \(packer.estimate.guessed.joined(separator: ", ")): given the median,"
            + " \(String(format: "%.1f", packer.estimate.median)) s\n")
      }
      let report = ShardReport(
        packer: packer, plan: plan, index: options.index ?? 0, total: options.total!, swift: swift,
        buildFlags: buildFlags)
      guard options.run else {
        switch options.format {
        case .human: console.out(report.human())
        case .json: console.out(report.json())
        case .lines: console.out(report.lines())
        case .githubMatrix: console.out(report.githubMatrix())
        }
        return ExitStatus.success.rawValue
      }
      return try execute(
        report, options: options, root: root, toolsExecutable: toolsExecutable, console: console)
    } catch {
      switch error {
      case .usage(let message): console.err("shard: usage error: \(message)\n")
      case .badInput(let message): console.err("shard: error: \(message)\n")
      }
      return ExitStatus.cannotRun.rawValue
    }
  }

  static func readPlan(_ options: ShardOptions, root: String, loader: any ManifestLoading, console: Console)
    throws(ShardFailure) -> TestPlan
  {
    guard let path = options.planPath else {
      return try TestPlan.everything(root: root, loader: loader, console: console)
    }
    let data: Data?
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      data = FileManager.default.contents(atPath: AbsolutePath.resolve(path))
    }
    guard let data else { throw .badInput("\(path): cannot read the plan") }
    return try TestPlan.decode(data, origin: path)
  }

  /// Runs the shard and records what each passing unit took.
  static func execute(
    _ report: ShardReport, options: ShardOptions, root: String, toolsExecutable: String, console: Console
  ) throws(ShardFailure) -> Int32 {
    let shard = report.shard
    guard !shard.units.isEmpty else {
      console.out(report.human())
      return ExitStatus.success.rawValue
    }
    let temporary = try options.temporaryRoot.choose(system: FileManager.default.temporaryDirectory.path)
    console.err(report.human().split(separator: "\n").map { "shard: \($0)\n" }.joined())
    if let note = temporary.note { console.err("shard: \(note)\n") }
    let runner = UnitRunner(
      configuration: .init(
        directory: root, toolsExecutable: toolsExecutable, testLimit: options.testLimit, jobs: options.jobs,
        logDirectory: options.logDirectory.map(AbsolutePath.resolve) ?? "\(root)/out/test-logs",
        unitLimit: options.unitLimit, temporaryParent: temporary.path,
        failOnLeftovers: options.failOnLeftovers))
    let outcomes = runner.run(report.commands, console: console)
    let recordPath = options.recordPath.map(AbsolutePath.resolve) ?? "\(root)/out/test-timings.json"
    var measured = Timings(header: options.header ?? "")
    for outcome in outcomes where outcome.status == 0 { measured.seconds[outcome.unit] = outcome.seconds }
    // A failed unit's time says nothing of its next run: only passing units are recorded.
    if !measured.seconds.isEmpty {
      let previous = (try? Timings.read(path: recordPath)) ?? Timings()
      try previous.merging(measured).write(to: recordPath)
    }
    var summary = "shard \(report.index + 1) of \(report.total):\n"
    for outcome in outcomes {
      let verdict = outcome.status == 0 ? "passed" : "FAILED"
      summary += "  \(verdict)  \(String(format: "%7.1f", outcome.seconds)) s  \(outcome.unit)"
      summary += outcome.note.map { "  (\($0))" } ?? ""
      summary += "\n"
    }
    let failed = outcomes.filter { $0.status != 0 }.count
    summary +=
      failed == 0 ? "  all \(outcomes.count) units passed" : "  \(failed) of \(outcomes.count) units FAILED"
    summary += "; timings in \(relative(recordPath, root))\n"
    console.err(summary)
    if outcomes.contains(where: \.stopped) { return 2 }
    return failed == 0 ? 0 : 1
  }

  static let mergeUsage = """
    usage: tools shard merge OUT IN…

    Merges timings files (what `tools shard --run --record` and `make test` write) into OUT: each
    unit's seconds from the last file that has it, the header from the last file that has one. OUT
    may be one of the inputs. Exit 0 merged, 2 on bad input (a file that is not a timings object) or usage.
    """

  /// `tools shard merge OUT IN…`: the timings of several shard runs in one file, later files
  /// winning (CI merges its test jobs' records into the one the next plan reads).
  static func merge(_ arguments: [String], console: Console) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      console.out(mergeUsage + "\n")
      return ExitStatus.success.rawValue
    }
    guard arguments.count >= 2, !arguments.contains(where: { $0.hasPrefix("-") }) else {
      console.err("shard merge: usage error: tools shard merge OUT IN… (merges timings files into OUT)\n")
      return ExitStatus.cannotRun.rawValue
    }
    do throws(ShardFailure) {
      var merged = Timings()
      for path in arguments.dropFirst() { merged = merged.merging(try Timings.read(path: path)) }
      try merged.write(to: arguments[0])
      console.err("shard merge: \(merged.seconds.count) units into \(arguments[0])\n")
      return ExitStatus.success.rawValue
    } catch {
      console.err("shard merge: error: \(error.message)\n")
      return ExitStatus.cannotRun.rawValue
    }
  }

  static func relative(_ path: String, _ root: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}

extension ShardCommand: ToolCommand {
  public static let name = "shard"
  public static let abstract = "split the test units across N machines, longest first; print or run one shard"
  public static let audience = CommandAudience.product
}
