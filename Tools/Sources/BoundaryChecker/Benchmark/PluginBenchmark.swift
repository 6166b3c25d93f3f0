import Foundation
import ToolSupport

/// `tools check-imports bench-plugin`: the check through the command plugin
/// (`swift package -c release tools check-imports`) against the release executable, warm, runs
/// alternating so both see the same load. SwiftPM's own share (loading the package graph, a no-op
/// build of the tool, starting the plugin) is measured on its own with `tools --help`, so the table
/// shows where the time goes and what the tool itself costs inside the plugin.
enum PluginBenchmark {
  struct Options {
    var repo = "."
    var pluginPackage: String?
    var runs = 5
  }

  /// Medians in seconds, and the exit status of the plugin's check.
  struct Timings: Equatable {
    var executable: Double
    var plugin: Double
    var pluginStart: Double
    var pluginStatus: Int32

    var ratio: Double { plugin / max(executable, 0.000_001) }
    /// The plugin's time less SwiftPM's fixed start, over the executable's.
    var toolShareRatio: Double { max(plugin - pluginStart, 0) / max(executable, 0.000_001) }
  }

  static let budget = 1.5

  static func parse(_ arguments: [String]) throws(CheckerFailure) -> Options {
    var options = Options()
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { throw .usage("\(flag) needs a value") }
      switch flag {
      case "--repo": options.repo = value
      case "--plugin-package": options.pluginPackage = value
      case "--runs":
        guard let runs = Int(value), runs >= 1 else {
          throw .usage("--runs needs a whole number ≥ 1, not '\(value)'")
        }
        options.runs = runs
      default: throw .usage("unknown option '\(flag)' (bench-plugin takes --repo, --plugin-package, --runs)")
      }
    }
    return options
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
      let root = BoundaryCheckerCommand.absolute(options.repo)
      let package = BoundaryCheckerCommand.absolute(options.pluginPackage ?? "\(root)/Tools/ToolsPlugin")
      guard FileManager.default.fileExists(atPath: "\(package)/Package.swift") else {
        throw .badInput("\(package)/Package.swift: no plugin package there (--plugin-package)")
      }
      let plugin = [swift, "package", "--package-path", package, "-c", "release", "tools"]
      let check = ["check-imports", "--root", root]
      console.err("check-imports bench-plugin: building the tools for the plugin (release) if needed…\n")
      let warmUp = try run(plugin + check, timeout: 3600)
      guard warmUp.status <= 1 else {
        let command = (plugin + check).joined(separator: " ")
        throw .badInput("'\(command)' exited \(warmUp.status): \(warmUp.stderr.suffix(400))")
      }
      var executableTimes: [Double] = []
      var pluginTimes: [Double] = []
      var startTimes: [Double] = []
      var pluginStatus: Int32 = 0
      for index in 0..<options.runs {
        console.err("check-imports bench-plugin: run \(index + 1) of \(options.runs)\n")
        executableTimes.append(try run([executable] + check, timeout: 600).seconds)
        let viaPlugin = try run(plugin + check, timeout: 600)
        pluginTimes.append(viaPlugin.seconds)
        pluginStatus = viaPlugin.status
        startTimes.append(try run(plugin + ["--help"], timeout: 600).seconds)
      }
      let timings = Timings(
        executable: median(executableTimes), plugin: median(pluginTimes), pluginStart: median(startTimes),
        pluginStatus: pluginStatus)
      console.out(report(timings, runs: options.runs))
      return status(timings)
    } catch {
      switch error {
      case .usage(let message): console.err("check-imports: usage error: \(message)\n")
      case .badInput(let message): console.err("check-imports: error: \(message)\n")
      }
      return 2
    }
  }

  /// 0 within the budget, 1 over it.
  static func status(_ timings: Timings) -> Int32 { timings.ratio <= budget ? 0 : 1 }

  static func run(_ command: [String], timeout: TimeInterval) throws(CheckerFailure) -> (
    status: Int32, seconds: Double, stderr: String
  ) {
    let start = DispatchTime.now().uptimeNanoseconds
    do {
      let result = try BoundedProcess.run(command: command, timeout: timeout)
      return (result.status, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, result.stderr)
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
    let verdict = timings.ratio <= budget ? "ok" : "OVER"
    return """
      check-imports through the command plugin, this repository, warm (median of \(runs) runs each, alternating;
      release builds; the plugin's check exited \(timings.pluginStatus))
        executable    tools check-imports                          \(ms(timings.executable))
        plugin        swift package -c release tools check-imports \(ms(timings.plugin))  plugin/executable = \(times(timings.ratio))  budget ≤ \(times(budget))  \(verdict)
        plugin start  swift package -c release tools --help        \(ms(timings.pluginStart))  SwiftPM: package graph, no-op build of the tool, plugin start
        plugin less its start                                      \(ms(max(timings.plugin - timings.pluginStart, 0)))  = \(times(timings.toolShareRatio)) the executable

      """
  }
}
