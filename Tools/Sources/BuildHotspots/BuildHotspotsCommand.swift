import BuildTrace
import Foundation
import RebuildTimes
import ToolSupport

/// `tools build-hotspots`: one instrumented build that says why a build is slow.
///
/// Example: `tools build-hotspots --product app --markdown --svg out/hotspots.svg` lists the slowest
/// function bodies and expressions, each module's compile time, the critical path of modules, and
/// draws the timeline.
public enum BuildHotspotsCommand {
  /// Runs the subcommand with the arguments after `build-hotspots`; returns the process exit code.
  public static func run(arguments: [String]) -> Int32 {
    let options: HotspotsOptions
    do {
      options = try HotspotsOptions.parse(arguments)
    } catch {
      return fail("\(error)", code: 2)
    }
    if options.help {
      print(HotspotsOptions.usage)
      return ExitStatus.success.rawValue
    }
    if let pair = options.compare { return compare(pair, options: options) }
    let package = URL(fileURLWithPath: options.packagePath)
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
      return fail("no Package.swift in \(options.packagePath)", code: 2)
    }
    let scratch = URL(
      fileURLWithPath: options.scratchPath ?? package.appendingPathComponent(".build-hotspots").path)
    let build: InstrumentedBuild
    do {
      if !options.incremental { try? FileManager.default.removeItem(at: scratch) }
      // A build folder of its own in the package: it ignores itself, so it never shows in git status.
      try ToolCache.create(scratch.path)
      let wrapper = try FrontendWrapper.install(
        in: scratch.appendingPathComponent("hotspots"), realFrontend: try locateFrontend()
      )
      build = InstrumentedBuild(
        packagePath: options.packagePath, scratchPath: scratch.path, buildSystem: options.buildSystem,
        product: options.product, target: options.target, wrapper: wrapper,
        expressionThreshold: options.expressionThresholdMilliseconds, swiftcFlags: options.swiftcFlags)
    } catch {
      return fail("cannot prepare \(scratch.path): \(error)", code: 2)
    }
    let command = (["swift"] + build.arguments).joined(separator: " ")
    FileHandle.standardError.write(Data("build-hotspots: \(command)\n".utf8))
    var editor: ScenarioEditor?
    if let after = options.after {
      do {
        editor = try ScenarioEditor(
          scenario: after, packagePath: options.packagePath, allowDirty: options.allowDirty)
      } catch {
        return fail("--after \(after): \(error)", code: 2)
      }
    }
    var beforeEdit: InstrumentedBuild.Outcome?
    if editor != nil {
      FileHandle.standardError.write(Data("build-hotspots: the build before the edit\n".utf8))
      switch runBuild(build, scratch: scratch) {
      case .success(let outcome): beforeEdit = outcome
      case .failure(let code): return code.rawValue
      }
      build.wrapper.clearJobs()
    }
    let result: Result<InstrumentedBuild.Outcome, BuildFailure>
    if let editor {
      FileHandle.standardError.write(Data("build-hotspots: after \(editor.summary)\n".utf8))
      result = editor.restoringOnInterrupt {
        defer { try? editor.restore() }
        do { try editor.apply() } catch { return .failure(BuildFailure(rawValue: 4)) }
        return runBuild(build, scratch: scratch)
      }
      do { try editor.restore() } catch {
        return fail("could not restore the edited file: \(error)", code: 4)
      }
    } else {
      result = runBuild(build, scratch: scratch)
    }
    let outcome: InstrumentedBuild.Outcome
    switch result {
    case .success(let value): outcome = value
    case .failure(let code): return code.rawValue
    }
    var report = HotspotsReport.make(
      command: build.reportedCommand, buildSeconds: outcome.seconds, origin: outcome.start,
      jobs: build.wrapper.jobs(),
      buildOutput: outcome.output, top: options.top,
      expressionThreshold: options.expressionThresholdMilliseconds,
      packagePath: options.packagePath)
    report.edit = editor?.summary
    report.buildBeforeEditSeconds = beforeEdit?.seconds
    switch options.output {
    case .table: print(HotspotsText.render(report, markdown: false), terminator: "")
    case .markdown: print(HotspotsText.render(report, markdown: true), terminator: "")
    case .json:
      print(SortedJSON.text(encoding: report, pretty: true), terminator: "")
    }
    if let svgPath = options.svgPath {
      do {
        try GanttChart.svg(report).write(toFile: svgPath, atomically: true, encoding: .utf8)
      } catch {
        return fail("could not write \(svgPath): \(error)", code: 2)
      }
    }
    if let tracePath = options.tracePath {
      let trace = HotspotsTrace.make(
        report: report, jobs: build.wrapper.jobs(), origin: outcome.start,
        timings: TypeCheckTiming.parse(buildOutput: outcome.output), packagePath: options.packagePath)
      do {
        try trace.json().write(toFile: tracePath, atomically: true, encoding: .utf8)
      } catch {
        return fail("could not write \(tracePath): \(error)", code: 2)
      }
      FileHandle.standardError.write(
        Data(
          "build-hotspots: wrote \(tracePath): \(trace.spans.count) spans (open it in ui.perfetto.dev)\n".utf8
        ))
    }
    if let limit = options.failOverMilliseconds {
      let over = (report.slowestFunctionBodies + report.slowestExpressions).filter { $0.milliseconds > limit }
      for timing in over {
        let what = timing.kind == .functionBody ? "function body \(timing.name)" : "expression"
        FileHandle.standardError.write(
          Data(
            "\(timing.location): warning: \(what) took \(String(format: "%.1f", timing.milliseconds)) ms to type-check (limit \(Int(limit)) ms)\n"
              .utf8))
      }
      if !over.isEmpty { return 1 }
    }
    return ExitStatus.success.rawValue
  }

  /// `--compare A B`: reads both reports, prints the changes, exits 1 over the `--fail-over` budget.
  private static func compare(_ pair: HotspotsOptions.ReportPair, options: HotspotsOptions) -> Int32 {
    var reports: [HotspotsReport] = []
    for path in [pair.before, pair.after] {
      guard let data = FileManager.default.contents(atPath: path) else {
        return fail("\(path): cannot read the report (no such file, or not readable)", code: 2)
      }
      do {
        reports.append(try JSONDecoder().decode(HotspotsReport.self, from: data))
      } catch {
        return fail("\(describe(error, in: data, path: path))", code: 2)
      }
    }
    let comparison = HotspotsComparison.compare(
      reports[0], reports[1], names: (pair.before, pair.after), noisePercent: options.noisePercent,
      noiseMilliseconds: options.noiseMilliseconds)
    switch options.output {
    case .table: print(comparison.render(markdown: false), terminator: "")
    case .markdown: print(comparison.render(markdown: true), terminator: "")
    case .json:
      print(SortedJSON.text(encoding: comparison, pretty: true), terminator: "")
    }
    guard let budget = options.failOverMilliseconds else { return 0 }
    let over = comparison.over(budget: budget)
    for change in over {
      FileHandle.standardError.write(
        Data(
          String(
            format:
              "build-hotspots: %@ %@ got slower by %.1f ms (%.1f → %.1f ms), over the budget of %d ms\n",
            change.kind, change.name, change.delta, change.before, change.after, Int(budget)
          ).utf8))
    }
    return over.isEmpty ? 0 : 1
  }

  /// What a decoding error says, where: the JSON's `path:line:col` for a syntax error, the key
  /// for a report that lacks one.
  static func describe(_ error: any Error, in data: Data, path: String) -> String {
    let what = "not a build-hotspots --json report"
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return
        "\(path): \(what): no '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "\(path): \(what): '\(context.codingPath.map(\.stringValue).joined(separator: "."))': "
        + context.debugDescription
    default:
      // The decoder says only "not valid JSON"; the parser says where.
      do {
        _ = try JSONSerialization.jsonObject(with: data)
      } catch {
        let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        guard let range = message.range(of: "around character "),
          let offset = Int(message[range.upperBound...].prefix { $0.isNumber })
        else { return "\(path): \(what): invalid JSON (\(message))" }
        let before = data.prefix(offset)
        let line = before.filter { $0 == 10 }.count + 1
        let column = offset - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
        return "\(path):\(line):\(column): \(what): invalid JSON (\(message))"
      }
      return "\(path): \(what): \(error)"
    }
  }

  /// A failed build's exit code, carried through `Result`.
  private struct BuildFailure: Error {
    var rawValue: Int32
  }

  /// Runs the build; on failure prints the end of its output and says where the whole log is.
  private static func runBuild(_ build: InstrumentedBuild, scratch: URL) -> Result<
    InstrumentedBuild.Outcome, BuildFailure
  > {
    let outcome: InstrumentedBuild.Outcome
    do {
      outcome = try build.run()
    } catch let timedOut as BoundedProcess.TimedOut {
      return .failure(BuildFailure(rawValue: fail("\(timedOut)", code: 2)))
    } catch {
      return .failure(BuildFailure(rawValue: fail("cannot run swift build: \(error)", code: 4)))
    }
    guard outcome.succeeded else {
      let tail = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
      FileHandle.standardError.write(Data((tail.joined(separator: "\n") + "\n").utf8))
      return .failure(
        BuildFailure(
          rawValue: fail(
            "the instrumented build failed (full output: \(scratch.path)/build-hotspots.log)", code: 4)))
    }
    return .success(outcome)
  }

  private static func locateFrontend() throws(HotspotsError) -> URL {
    guard let frontend = FrontendWrapper.locateRealFrontend() else {
      throw HotspotsError("cannot find swift-frontend next to swift on the PATH")
    }
    return frontend
  }

  private static func fail(_ message: String, code: Int32) -> Int32 {
    FileHandle.standardError.write(Data("build-hotspots: error: \(message)\n".utf8))
    return code
  }
}

extension BuildHotspotsCommand: ToolCommand {
  public static let name = "build-hotspots"
  public static let abstract = "one instrumented build: slow type-checking, module times, critical path"
  public static let audience = CommandAudience.product
}
