import Foundation
import RebuildTimes

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
      return 0
    }
    let package = URL(fileURLWithPath: options.packagePath)
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
      return fail("no Package.swift in \(options.packagePath)", code: 2)
    }
    let scratch = URL(
      fileURLWithPath: options.scratchPath ?? package.appendingPathComponent(".build-hotspots").path)
    let build: InstrumentedBuild
    do {
      if !options.incremental { try? FileManager.default.removeItem(at: scratch) }
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      let wrapper = try FrontendWrapper.install(
        in: scratch.appendingPathComponent("hotspots"), realFrontend: try FrontendWrapper.locateRealFrontend()
      )
      build = InstrumentedBuild(
        packagePath: options.packagePath, scratchPath: scratch.path, buildSystem: options.buildSystem,
        product: options.product, target: options.target, wrapper: wrapper,
        expressionThreshold: options.expressionThresholdMilliseconds)
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
      command: command, buildSeconds: outcome.seconds, origin: outcome.start, jobs: build.wrapper.jobs(),
      buildOutput: outcome.output, top: options.top,
      expressionThreshold: options.expressionThresholdMilliseconds,
      packagePath: options.packagePath)
    report.edit = editor?.summary
    report.buildBeforeEditSeconds = beforeEdit?.seconds
    switch options.output {
    case .table: print(HotspotsText.render(report, markdown: false), terminator: "")
    case .markdown: print(HotspotsText.render(report, markdown: true), terminator: "")
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      if let data = try? encoder.encode(report) { print(String(decoding: data, as: UTF8.self)) }
    }
    if let svgPath = options.svgPath {
      do {
        try GanttChart.svg(report).write(toFile: svgPath, atomically: true, encoding: .utf8)
      } catch {
        return fail("could not write \(svgPath): \(error)", code: 2)
      }
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
    return 0
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

  private static func fail(_ message: String, code: Int32) -> Int32 {
    FileHandle.standardError.write(Data("build-hotspots: error: \(message)\n".utf8))
    return code
  }
}
