import Foundation
import Testing

@testable import BoundaryChecker

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

  @Test func theReportShowsTheRatioTheBudgetAndSwiftPMsShare() {
    let over = PluginBenchmark.Timings(executable: 0.1, plugin: 2.1, pluginStart: 2.0, pluginStatus: 0)
    #expect(abs(over.ratio - 21) < 1e-9)
    #expect(abs(over.toolShareRatio - 1) < 1e-9)
    let text = PluginBenchmark.report(over, runs: 5)
    #expect(text.contains("median of 5 runs each"))
    #expect(text.contains("   100.0 ms"))
    #expect(text.contains("  2100.0 ms  plugin/executable = 21.00×  budget ≤ 1.50×  OVER\n"))
    #expect(text.contains("   100.0 ms  = 1.00× the executable\n"))
    let within = PluginBenchmark.Timings(executable: 2, plugin: 3, pluginStart: 1, pluginStatus: 1)
    #expect(PluginBenchmark.report(within, runs: 1).contains("= 1.50×  budget ≤ 1.50×  ok\n"))
    #expect(PluginBenchmark.report(within, runs: 1).contains("the plugin's check exited 1"))
  }

  /// A folder with a plugin package's manifest, and a stand-in `swift` that exits with `status`.
  func fakes(swiftStatus status: Int32) throws -> (package: String, swift: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-plugin-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/Package.swift"))
    let swift = "\(folder)/swift"
    try Data("#!/bin/sh\necho building >&2\nexit \(status)\n".utf8).write(to: URL(fileURLWithPath: swift))
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

  @Test func theStatusIsOneOnlyOverTheBudget() {
    #expect(PluginBenchmark.status(.init(executable: 2, plugin: 3, pluginStart: 0, pluginStatus: 0)) == 0)
    #expect(PluginBenchmark.status(.init(executable: 2, plugin: 3.01, pluginStart: 0, pluginStatus: 0)) == 1)
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
