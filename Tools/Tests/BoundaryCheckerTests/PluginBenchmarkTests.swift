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
