import Foundation
import Testing

@testable import CheckImports

/// `check-imports bench-plugin`'s arithmetic and report; the timing itself runs in `make bench-tools`.
@Suite struct PluginBenchmarkTests {
  @Test func optionsAndTheirErrors() throws {
    let options = try PluginBenchmark.parse(["--repo", "/r", "--plugin-package", "/p", "--runs", "3"])
    #expect(options.repo == "/r")
    #expect(options.pluginPackage == "/p")
    #expect(options.runs == 3)
    #expect(try PluginBenchmark.parse([]).runs == 5)
    #expect(try PluginBenchmark.parse(["--runs", "1"]).runs == 1)
    for bad in [["--runs", "0"], ["--runs", "x"], ["--runs"], ["--fast", "1"]] {
      #expect(throws: CheckerFailure.self, "\(bad)") { try PluginBenchmark.parse(bad) }
    }
  }

  @Test func theMedianIsTheMiddleRunAndTheLowerMiddleOfAnEvenCount() {
    #expect(PluginBenchmark.median([3, 1, 2]) == 2)
    #expect(PluginBenchmark.median([4, 1, 3, 2]) == 2)
    #expect(PluginBenchmark.median([]) == 0)
  }

  static func timings(
    executable: Double, plugin: Double = 2.1, start: Double = 2.0, own: Double, status: Int32 = 0
  ) -> PluginBenchmark.Timings {
    PluginBenchmark.Timings(
      executable: executable, plugin: plugin, pluginStart: start, pluginOwn: own,
      differences: [0.3, -0.2, 0.1], pluginStatus: status)
  }

  @Test func theReportShowsEveryFigureAndGatesOnlyThePluginsOwnRun() {
    let within = Self.timings(executable: 0.1, own: 0.12)
    #expect(abs(within.ratio - 21) < 1e-9)
    #expect(abs(within.ownRatio - 1.2) < 1e-9)
    let text = PluginBenchmark.report(within, runs: 5)
    #expect(text.contains("median of 5 runs each"))
    #expect(
      text.contains("  executable              tools check-imports                              100.0 ms\n"))
    #expect(
      text.contains(
        "  plugin, whole run       swift package -c release tools check-imports    2100.0 ms  = 21.00× the executable, SwiftPM's start included: not gated\n"
      ))
    #expect(
      text.contains(
        "  SwiftPM's fixed start   swift package -c release tools --help           2000.0 ms  package graph"))
    #expect(
      text.contains(
        "  whole less that start   per run, median (from -200.0 to 300.0 ms)        100.0 ms  SwiftPM's jitter"
      ))
    #expect(
      text.contains(
        "  plugin's own run        its clock: its start to the tool's exit          120.0 ms  = 1.20× the executable  budget ≤ 1.50×  ok\n"
      ))
    let atTheBudget = Self.timings(executable: 2, own: 3)
    #expect(
      PluginBenchmark.report(atTheBudget, runs: 1).contains("= 1.50× the executable  budget ≤ 1.50×  ok\n"))
    let over = Self.timings(executable: 0.1, own: 0.151, status: 1)
    #expect(PluginBenchmark.report(over, runs: 1).contains("= 1.51× the executable  budget ≤ 1.50×  OVER\n"))
    #expect(PluginBenchmark.report(over, runs: 1).contains("the plugin's check exited 1"))
  }

  @Test func thePluginsTimingLineIsReadFromItsOutput() {
    let output = "check-imports: ok\ntools-plugin: 0.053165 s from the plugin's start to the tool's exit\n"
    #expect(PluginBenchmark.ownSeconds(in: output) == 0.053165)
    #expect(PluginBenchmark.ownSeconds(in: "check-imports: ok\n") == nil)
    #expect(PluginBenchmark.ownSeconds(in: "tools-plugin: soon\ntools-plugin: 2 s\n") == 2)
    #expect(PluginBenchmark.ownSeconds(in: "note tools-plugin: 2 s\n") == nil)
  }

  /// A folder with a plugin package's manifest, and a stand-in `swift` that exits with `status`,
  /// printing the plugin's timing line when it runs the check (unless `timing` is false).
  func fakes(swiftStatus status: Int32, timing: Bool = true) throws -> (package: String, swift: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-plugin-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/Package.swift"))
    let swift = "\(folder)/swift"
    let line =
      timing
      ? "case \"$*\" in *check-imports*) [ -n \"$TOOLS_PLUGIN_TIMING\" ] && echo 'tools-plugin: 0.004 s from the plugin' ;; esac\n"
      : ""
    try Data("#!/bin/sh\necho building >&2\n\(line)exit \(status)\n".utf8).write(
      to: URL(fileURLWithPath: swift))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
    return (folder, swift)
  }

  @Test func aRunTimesEachSideOncePerRoundAndReportsThem() throws {
    let (package, swift) = try fakes(swiftStatus: 0)
    defer { try? FileManager.default.removeItem(atPath: package) }
    let lines = Lines()
    let errors = Lines()
    let console = Console(out: { lines.add($0) }, err: { errors.add($0) }, isTerminal: false)
    let status = PluginBenchmark.command(
      ["--plugin-package", package, "--runs", "2"], console: console, swift: swift, executable: "/bin/true")
    #expect(status == 0 || status == 1)
    #expect(errors.text.contains("run 1 of 2\n"))
    #expect(errors.text.contains("run 2 of 2\n"))
    #expect(!errors.text.contains("run 3 of"))
    #expect(lines.text.contains("median of 2 runs each"))
    #expect(lines.text.contains("the plugin's check exited 0"))
  }

  @Test func aPluginThatCannotBuildIsBadInputNamingTheCommand() throws {
    let (package, swift) = try fakes(swiftStatus: 3)
    defer { try? FileManager.default.removeItem(atPath: package) }
    let errors = Lines()
    let console = Console(out: { errors.add($0) }, err: { errors.add($0) }, isTerminal: false)
    let status = PluginBenchmark.command(
      ["--plugin-package", package, "--repo", "/r"], console: console, swift: swift, executable: "/bin/true")
    #expect(status == 2)
    #expect(
      errors.text.contains(
        "'\(swift) package --package-path \(package) -c release tools check-imports --root /r' exited 3: building"
      ))
    // Exit 1 (findings) is a plugin that ran: the check of a repository with violations.
    let (findings, swiftWithFindings) = try fakes(swiftStatus: 1)
    defer { try? FileManager.default.removeItem(atPath: findings) }
    let measured = PluginBenchmark.command(
      ["--plugin-package", findings, "--runs", "1"], console: console, swift: swiftWithFindings,
      executable: "/bin/true")
    #expect(measured != 2)
    #expect(errors.text.contains("the plugin's check exited 1"))
  }

  @Test func theStatusIsOneOnlyWhenThePluginsOwnRunIsOverTheBudget() {
    #expect(PluginBenchmark.status(Self.timings(executable: 2, plugin: 90, own: 3)) == 0)
    #expect(PluginBenchmark.status(Self.timings(executable: 2, plugin: 2, own: 3.01)) == 1)
  }

  @Test func aPluginWithoutItsTimingLineIsBadInput() throws {
    let (package, swift) = try fakes(swiftStatus: 0, timing: false)
    defer { try? FileManager.default.removeItem(atPath: package) }
    let errors = Lines()
    let console = Console(out: { errors.add($0) }, err: { errors.add($0) }, isTerminal: false)
    let status = PluginBenchmark.command(
      ["--plugin-package", package, "--repo", "/r", "--runs", "1"], console: console, swift: swift,
      executable: "/bin/true")
    #expect(status == 2)
    #expect(
      errors.text.contains(
        "printed no 'tools-plugin: … s' line: the plugin package predates TOOLS_PLUGIN_TIMING"))
  }

  @Test func aMissingPluginPackageIsBadInput() {
    let lines = Lines()
    let console = Console(out: { lines.add($0) }, err: { lines.add($0) }, isTerminal: false)
    let status = PluginBenchmark.command(["--plugin-package", "/no/such/package"], console: console)
    #expect(status == 2)
    #expect(lines.text.contains("/no/such/package/Package.swift: no plugin package there (--plugin-package)"))
  }
}

private final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var value = ""
  func add(_ text: String) { lock.withLock { value += text } }
  var text: String { lock.withLock { value } }
}
