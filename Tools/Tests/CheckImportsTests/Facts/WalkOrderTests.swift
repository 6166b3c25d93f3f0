import BlockingTestSupport
import Testing

/// Regression: sources were attributed in `readdir` order (hash order on ext4), so when several
/// files of a module import the same module, the location of a cycle depended on the machine.
@Suite(.blocksItsThread) struct WalkOrderTests {
  @Test func cycleIsReportedAtTheAlphabeticallyFirstImportSite() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    // Written in name order; tmpfs lists newest first and ext4 in hash order, so an unsorted walk
    // almost never yields A00 first.
    for index in 0..<30 {
      repo.write(
        "import Payment\n",
        to: "Packages/Features/Checkout/Sources/Checkout/A\(index < 10 ? "0" : "")\(index).swift")
    }
    repo.write(
      "import Core\nimport Checkout\n", to: "Packages/Features/Payment/Sources/Payment/Payment.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics.filter { $0.hasSuffix("[cycle]") } == [
        "Packages/Features/Checkout/Sources/Checkout/A00.swift:1:8: error: dependency cycle: "
          + "Checkout → Payment → Checkout [cycle]"
      ])
  }
}
