import BlockingTestSupport
import Foundation
import Testing

/// The tools fuzzer at CI size: the seed cases of issue 34 and a few dozen random ones, through the
/// built executable. `make fuzz-tools` runs the large one (`TOOLS_FUZZ_CASES`, `TOOLS_FUZZ_SEED`).
@Suite(.blocksItsThread) struct ToolsFuzzTests {
  @Test func theToolsNeverGiveASilentWrongAnswer() {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["TOOLS_FUZZ_SEED"].flatMap { UInt64($0) } ?? 34
    let count = environment["TOOLS_FUZZ_CASES"].flatMap { Int($0) } ?? 24
    var fuzzer = ToolsFuzzer(seed: seed)
    fuzzer.run(count: count)
    let summary = fuzzer.summary
    print(
      "tools fuzz: \(summary.cases) cases, \(summary.runs) runs in \(String(format: "%.1f", summary.seconds)) s "
        + "(seed \(seed)), \(summary.failures.count) failures; the real repository's shape checks warm in "
        + String(format: "%.2f", summary.realRepositoryCheckSeconds) + " s")
    #expect(summary.failures.isEmpty, "\(summary.failures.joined(separator: "\n"))")
  }
}
