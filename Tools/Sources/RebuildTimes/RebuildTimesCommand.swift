import Foundation
import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tools rebuild-times`: measures incremental rebuilds and checks blast-radius budgets.
///
/// Example: `tools rebuild-times --module Checkout --iterations 5 --markdown` prints the null build,
/// a body edit and an API edit of Checkout, with the modules each recompiled.
public enum RebuildTimesCommand {
  /// Runs the subcommand with the arguments after `rebuild-times`; returns the process exit code.
  public static func run(arguments: [String]) -> Int32 {
    let options: Options
    var plan: RunPlan
    var trace: RebuildTrace?
    do {
      options = try Options.parse(arguments)
      if options.help {
        print(Options.usage)
        return ExitStatus.success.rawValue
      }
      plan = try RunPlanner.plan(options)
      if options.tracePath != nil {
        // A build folder of the trace's own: SwiftPM may keep a build plan made without the
        // wrapper when only `-driver-use-frontend-path` changes, and then no job is timed.
        if plan.settings.scratchPath == nil {
          plan.settings.scratchPath =
            URL(fileURLWithPath: options.packagePath)
            .appendingPathComponent(".build/rebuild-times-trace").path
        }
        let folder = URL(fileURLWithPath: plan.settings.debugFolder(packagePath: options.packagePath))
          .deletingLastPathComponent().appendingPathComponent("frontend-wrapper").path
        trace = try RebuildTrace(folder: folder)
        plan.settings.frontendPath = trace?.wrapper.executable.path
      }
    } catch {
      Diagnostics.write("\(error)\n")
      return ExitStatus.cannotRun.rawValue
    }
    let packagePath = options.packagePath
    let fileGuard = FileGuard(packagePath: packagePath)
    do {
      for path in try fileGuard.recoverJournal() {
        Diagnostics.note("restored \(path), left edited by an interrupted run")
      }
    } catch {
      Diagnostics.error(
        "could not restore files left edited by an interrupted run: \(error); see \(fileGuard.journalFolder.path)"
      )
      return ExitCode.refused.rawValue
    }
    let files = Array(
      Set(
        plan.plans.flatMap { scenarioPlan in
          scenarioPlan.candidates.prefix(BodyEditChooser.defaultLimit).map(\.file)
            + [scenarioPlan.file].compactMap { $0 }
        })
    ).sorted()
    if !options.allowDirty {
      let dirty = GitCleanliness.dirtyFiles(files, packagePath: packagePath)
      if !dirty.isEmpty {
        Diagnostics.error(
          "refusing to edit files with uncommitted changes (or outside git): \(dirty.joined(separator: ", ")); commit or stash them, or pass --allow-dirty"
        )
        return ExitCode.refused.rawValue
      }
    }

    let builder = BuildRunner(packagePath: packagePath, settings: plan.settings)
    let trap = SignalTrap { signal in
      builder.stop()
      let name = signal == SIGINT ? "interrupted (SIGINT)" : "terminated (SIGTERM)"
      fileGuard.restoreAllThenExit(status: 128 + signal, reason: name)
    }
    defer { trap.cancel() }

    Diagnostics.write(
      "command: \(builder.commandLine)\nbuild system: \(plan.settings.buildSystem) (pinned)\n")
    var runner = ScenarioRunner(
      packagePath: packagePath, builder: builder, fileGuard: fileGuard, progress: ProgressLine(),
      warmup: plan.warmup, iterations: plan.iterations, pairedNull: !options.check && !options.noPairedNull)
    runner.trace = trace
    // The trace is written however the run ends, so a failing build can be looked at too.
    func traced(_ code: Int32) -> Int32 {
      guard let trace, let path = options.tracePath else { return code }
      return trace.write(to: path, command: builder.commandLine)
        ? code : max(code, ExitStatus.cannotRun.rawValue)
    }
    var report = Report(
      command: builder.commandLine, buildSystem: plan.settings.buildSystem, warmup: plan.warmup,
      iterations: plan.iterations, scenarios: [])
    var nonce = Int(Date().timeIntervalSince1970) % 100_000 * 100
    for scenarioPlan in plan.plans {
      do {
        report.scenarios.append(try runner.run(scenarioPlan, nonce: &nonce))
      } catch is Interrupted {
        // The signal handler restores the files and exits; wait for it.
        while true { pause() }
      } catch let error as ChangedByOthers {
        Diagnostics.error("\(scenarioPlan.scenario): \(error)")
        return traced(ExitCode.refused.rawValue)
      } catch let timedOut as BoundedProcess.TimedOut {
        Diagnostics.error("\(scenarioPlan.scenario): \(timedOut)")
        return traced(ExitStatus.cannotRun.rawValue)
      } catch {
        Diagnostics.error("\(scenarioPlan.scenario): \(error)")
        return traced(ExitCode.buildFailed.rawValue)
      }
    }
    report.computeRatios()
    return traced(finish(report, plan: plan, options: options))
  }

  /// Prints the report in the requested form and turns it into an exit code.
  private static func finish(_ report: Report, plan: RunPlan, options: Options) -> Int32 {
    switch options.output {
    case .table: print(ReportText.table(report), terminator: "")
    case .markdown: print(ReportText.markdown(report), terminator: "")
    case .json:
      print(SortedJSON.text(encoding: report, pretty: true), terminator: "")
    }
    if let svgPath = options.svgPath {
      do {
        try BarChart.svg(report).write(toFile: svgPath, atomically: true, encoding: .utf8)
      } catch {
        Diagnostics.error("could not write \(svgPath): \(error)")
        return ExitStatus.cannotRun.rawValue
      }
    }
    let mismatched = report.scenarios.filter(\.status.isInterfaceMismatch)
    for result in mismatched {
      Diagnostics.warning(
        "\(result.scenario): \(result.status.rawValue); its time is withheld (see the notes)")
    }
    let failed = report.scenarios.filter { $0.status != .measured && !$0.status.isInterfaceMismatch }
    for result in failed {
      Diagnostics.error(
        "\(result.scenario): \(result.status == .baselineBuildFailed ? "the build fails before any edit, so nothing was measured" : "the build failed after the edit; the file was restored")"
      )
    }
    if options.check {
      let violations = BudgetCheck.violations(budgets: plan.budgets, results: report.scenarios)
      for violation in violations { Diagnostics.write("\(violation)\n") }
      if !violations.isEmpty { return ExitStatus.findings.rawValue }
      if failed.isEmpty {
        Diagnostics.write("rebuild-times: all \(plan.budgets.count) blast-radius budgets hold\n")
      }
    }
    if !failed.isEmpty { return ExitCode.buildFailed.rawValue }
    return mismatched.isEmpty ? ExitStatus.success.rawValue : ExitStatus.findings.rawValue
  }
}

extension RebuildTimesCommand: ToolCommand {
  public static let name = "rebuild-times"
  public static let abstract = "measure incremental rebuilds and check blast-radius budgets"
  public static let audience = CommandAudience.product
}
