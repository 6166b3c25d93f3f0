import BuildTrace
import Foundation
import Synchronization
import ToolSupport

/// Every build of a run as a Chrome trace (`--trace FILE`), for Perfetto or `chrome://tracing`:
/// a process per scenario; in it a "builds" thread with a span per build (baseline, warm-up,
/// iteration, the paired null build; its seconds and the modules it compiled as arguments), and a
/// thread per module with a span per compiler job, timed by the frontend wrapper of build-hotspots
/// that every build of the run goes through when tracing.
final class RebuildTrace: Sendable {
  struct Build: Sendable {
    var scenario: String
    var step: String
    var start: Double
    var seconds: Double
    var succeeded: Bool
    var compiled: [String]
    var jobs: [FrontendJob]
  }

  let wrapper: FrontendWrapper
  private let builds = Mutex<[Build]>([])

  /// Puts the frontend wrapper in `folder`; every build of the run is then given it.
  init(folder: String) throws(Diagnostic) {
    guard let frontend = FrontendWrapper.locateRealFrontend() else {
      throw Diagnostic("--trace: cannot find swift-frontend next to swift on the PATH")
    }
    do {
      wrapper = try FrontendWrapper.install(in: URL(fileURLWithPath: folder), realFrontend: frontend)
    } catch {
      throw Diagnostic("--trace: cannot set up the frontend wrapper in \(folder): \(error)")
    }
  }

  /// Records a finished build, labelled `[scenario] step` as the progress line shows it, with the
  /// jobs the wrapper timed since the previous one.
  func record(label: String, outcome: BuildOutcome) {
    var scenario = ""
    var step = label
    if label.hasPrefix("["), let close = label.firstIndex(of: "]") {
      scenario = String(label[label.index(after: label.startIndex)..<close])
      step = label[label.index(after: close)...].trimmingCharacters(in: .whitespaces)
    }
    let jobs = wrapper.jobs()
    wrapper.clearJobs()
    let build = Build(
      scenario: scenario, step: step, start: outcome.start, seconds: outcome.seconds,
      succeeded: outcome.succeeded, compiled: BuildLog(parsing: outcome.log).compiledModules.sorted(),
      jobs: jobs)
    builds.withLock { $0.append(build) }
  }

  /// The trace so far: times from the first build's start.
  func trace(command: String) -> ChromeTrace {
    let builds = builds.withLock { $0 }
    var trace = ChromeTrace()
    trace.otherData = ["command": command, "tool": "tools rebuild-times --trace"]
    let origin = builds.map(\.start).min() ?? 0
    var scenarios: [String] = []
    for build in builds where !scenarios.contains(build.scenario) { scenarios.append(build.scenario) }
    for (index, scenario) in scenarios.enumerated() {
      let process = index + 1
      trace.nameProcess(process, scenario, order: index)
      trace.nameThread(0, of: process, "builds", order: 0)
      let mine = builds.filter { $0.scenario == scenario }
      for build in mine {
        trace.span(
          build.step, category: build.succeeded ? "build" : "failed build", from: build.start - origin,
          to: build.start - origin + build.seconds, process: process, thread: 0,
          arguments: ["seconds": .number(build.seconds), "compiled": .list(build.compiled)])
      }
      trace.addJobs(mine.flatMap(\.jobs), origin: origin, process: process, firstThread: 1)
    }
    return trace
  }

  /// Writes the trace; a file that cannot be written is an error, as for `--svg`.
  func write(to path: String, command: String) -> Bool {
    let trace = trace(command: command)
    do {
      try trace.json().write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      Diagnostics.error("could not write \(path): \(error)")
      return false
    }
    Diagnostics.write(
      "rebuild-times: wrote \(path): \(trace.spans.count) spans (open it in ui.perfetto.dev)\n")
    if let warning { Diagnostics.warning(warning) }
    return true
  }

  /// Builds that compiled modules with no job timed: the wrapper was bypassed, the trace is hollow.
  var warning: String? {
    let untimed = builds.withLock { $0.filter { !$0.compiled.isEmpty && $0.jobs.isEmpty }.count }
    guard untimed > 0 else { return nil }
    return
      "\(untimed) build(s) compiled modules but no compiler job was timed: SwiftPM kept a build plan made "
      + "without the frontend wrapper; give --trace a --scratch-path of its own (the default)"
  }
}
