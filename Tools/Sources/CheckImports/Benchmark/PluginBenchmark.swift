import Foundation
import ToolSupport

/// `tools check-imports bench-plugin`: the check through the command plugin
/// (`swift package -c release tools check-imports`) against the release executable, warm, runs
/// alternating so all see the same load. Three figures, one gated:
///
/// - the whole plugin run against the executable: what a user waits for, reported, not gated,
///   because SwiftPM's fixed start (loading the package graph, a no-op build of the tool, starting
///   the plugin: seconds) dwarfs a check of a tenth of a second, whatever the plugin does;
/// - that start on its own (`swift package … tools --help`), and the whole run less it, per run:
///   reported, not gated, because SwiftPM's run-to-run jitter is larger than the check;
/// - the plugin's own run, from its start to the tool's exit, by its own clock
///   (`TOOLS_PLUGIN_TIMING`), against the executable: gated at 1.5×. It is what the whole run less
///   SwiftPM's start estimates, without SwiftPM's jitter in it.
enum PluginBenchmark {
  struct Options {
    var repo = "."
    var pluginPackage: String?
    var runs = 5
    var help = false
  }

  /// Medians in seconds, the per-run differences, and the exit status of the plugin's check.
  struct Timings: Equatable {
    var executable: Double
    var plugin: Double
    var pluginStart: Double
    /// The plugin's own clock: from its start to the tool's exit.
    var pluginOwn: Double
    /// Each run's whole plugin run less that run's `--help`.
    var differences: [Double]
    var pluginStatus: Int32

    /// The whole plugin run over the executable (not gated).
    var ratio: Double { plugin / max(executable, 0.000_001) }
    /// The plugin's own run over the executable: the gated figure.
    var ownRatio: Double { pluginOwn / max(executable, 0.000_001) }
  }

  static let budget = 1.5
  /// The line the plugin prints with `TOOLS_PLUGIN_TIMING` set.
  static let timingPrefix = "tools-plugin: "

  static let settings = CommandSettings<Options>(
    [
      .value("--repo", "DIR", \.repo, help: "the repository checked (default .)"),
      .value(
        "--plugin-package", "DIR", \.pluginPackage,
        help: "the package of the command plugin (default REPO/Tools/ToolsPlugin)"),
      .count("--runs", "N", \.runs, minimum: 1, help: "runs of each, warm (default 5)"),
    ], help: \.help)

  static let usage =
    "usage: tools check-imports bench-plugin [--repo DIR] [--plugin-package DIR] [--runs N]\n\n"
    + settings.parser.help

  static func parse(_ arguments: [String]) throws(CheckerFailure) -> Options {
    do {
      return try settings.parse(arguments, into: Options()).0
    } catch {
      throw .usage(error.message)
    }
  }

  /// `swift` and `executable` are what the tests replace: the toolchain's driver and the `tools`
  /// binary running this benchmark.
  static func command(
    _ arguments: [String], console: Console,
    swift: String = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift",
    executable: String = Bundle.main.executablePath ?? CommandLine.arguments[0]
  ) -> Int32 {
    do throws(CheckerFailure) {
      let options = try parse(arguments)
      if options.help {
        console.out(usage)
        return ExitStatus.success.rawValue
      }
      let root = AbsolutePath.resolve(options.repo)
      let package = AbsolutePath.resolve(options.pluginPackage ?? "\(root)/Tools/ToolsPlugin")
      guard FileManager.default.fileExists(atPath: "\(package)/Package.swift") else {
        throw .badInput("\(package)/Package.swift: no plugin package there (--plugin-package)")
      }
      let plugin = [swift, "package", "--package-path", package, "-c", "release", "tools"]
      let check = ["check-imports", "--root", root]
      console.err("check-imports bench-plugin: building the tools for the plugin (release) if needed…\n")
      let warmUp = try run(
        plugin + check, timeout: ProcessTimeout.buildSeconds(),
        remedy: "\(ProcessTimeout.buildVariable)=SECONDS")
      guard warmUp.status <= 1 else {
        let command = (plugin + check).joined(separator: " ")
        throw .badInput("'\(command)' exited \(warmUp.status): \(warmUp.stderr.suffix(400))")
      }
      var executableTimes: [Double] = []
      var pluginTimes: [Double] = []
      var startTimes: [Double] = []
      var ownTimes: [Double] = []
      var pluginStatus: Int32 = 0
      for index in 0..<options.runs {
        console.err("check-imports bench-plugin: run \(index + 1) of \(options.runs)\n")
        executableTimes.append(try run([executable] + check).seconds)
        let viaPlugin = try run(plugin + check)
        guard let own = ownSeconds(in: viaPlugin.stdout + viaPlugin.stderr) else {
          throw .badInput(
            "'\((plugin + check).joined(separator: " "))' printed no '\(timingPrefix)… s' line: "
              + "the plugin package predates TOOLS_PLUGIN_TIMING")
        }
        pluginTimes.append(viaPlugin.seconds)
        ownTimes.append(own)
        pluginStatus = viaPlugin.status
        startTimes.append(try run(plugin + ["--help"]).seconds)
      }
      let timings = Timings(
        executable: median(executableTimes), plugin: median(pluginTimes), pluginStart: median(startTimes),
        pluginOwn: median(ownTimes), differences: zip(pluginTimes, startTimes).map { $0 - $1 },
        pluginStatus: pluginStatus)
      console.out(report(timings, runs: options.runs))
      return status(timings)
    } catch {
      switch error {
      case .usage(let message): console.err("check-imports: usage error: \(message)\n")
      case .badInput(let message): console.err("check-imports: error: \(message)\n")
      }
      return ExitStatus.cannotRun.rawValue
    }
  }

  /// 0 when the plugin's own run is within the budget, 1 over it.
  static func status(_ timings: Timings) -> Int32 { timings.ownRatio <= budget ? 0 : 1 }

  /// The seconds on the plugin's timing line; nil when there is none.
  static func ownSeconds(in output: String) -> Double? {
    for line in output.split(separator: "\n") where line.hasPrefix(timingPrefix) {
      let number = line.dropFirst(timingPrefix.count).prefix { $0 != " " }
      if let seconds = Double(number) { return seconds }
    }
    return nil
  }

  /// Runs `command` with `TOOLS_PLUGIN_TIMING` set; its status, wall time and output (SwiftPM
  /// prints a plugin's stderr on its own stdout, its own errors on stderr).
  static func run(
    _ command: [String], timeout: TimeInterval = ProcessTimeout.seconds(default: 600),
    remedy: String = "\(ProcessTimeout.variable)=SECONDS"
  ) throws(CheckerFailure) -> (status: Int32, seconds: Double, stdout: String, stderr: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["TOOLS_PLUGIN_TIMING"] = "1"
    let start = DispatchTime.now().uptimeNanoseconds
    do {
      let result = try BoundedProcess.run(
        command: command, environment: environment, timeout: timeout, remedy: remedy)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      return (result.status, seconds, result.stdout, result.stderr)
    } catch let timedOut as BoundedProcess.TimedOut {
      throw .badInput(timedOut.description)
    } catch {
      throw .badInput("cannot run '\(command.joined(separator: " "))': \(error.localizedDescription)")
    }
  }

  /// The middle value (the lower middle of an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
  }

  static func report(_ timings: Timings, runs: Int) -> String {
    func ms(_ seconds: Double) -> String { String(format: "%8.1f ms", seconds * 1000) }
    func times(_ ratio: Double) -> String { String(format: "%.2f×", ratio) }
    func row(_ label: String, _ command: String) -> String {
      "  " + label.padding(toLength: 24, withPad: " ", startingAt: 0)
        + command.padding(toLength: 46, withPad: " ", startingAt: 0)
    }
    let verdict = timings.ownRatio <= budget ? "ok" : "OVER"
    let spread =
      "from \(String(format: "%.1f", (timings.differences.min() ?? 0) * 1000)) "
      + "to \(String(format: "%.1f", (timings.differences.max() ?? 0) * 1000)) ms"
    return """
      check-imports through the command plugin, this repository, warm (median of \(runs) runs each, alternating;
      release builds; the plugin's check exited \(timings.pluginStatus)); gated: the plugin's own run
      \(row("executable", "tools check-imports"))\(ms(timings.executable))
      \(row("plugin, whole run", "swift package -c release tools check-imports"))\(ms(timings.plugin))  = \(times(timings.ratio)) the executable, SwiftPM's start included: not gated
      \(row("SwiftPM's fixed start", "swift package -c release tools --help"))\(ms(timings.pluginStart))  package graph, no-op build of the tool, plugin start
      \(row("whole less that start", "per run, median (\(spread))"))\(ms(median(timings.differences)))  SwiftPM's jitter is larger than the check: not gated
      \(row("plugin's own run", "its clock: its start to the tool's exit"))\(ms(timings.pluginOwn))  = \(times(timings.ownRatio)) the executable  budget ≤ \(times(budget))  \(verdict)

      """
  }
}
