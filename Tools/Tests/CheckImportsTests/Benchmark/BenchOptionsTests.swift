import Testing

@testable import CheckImports

/// The options both benchmarks (check-imports bench, affected bench) read, with one set of errors.
@Suite struct BenchOptionsTests {
  @Test func defaultsAndEachOption() throws {
    let defaults = try BenchOptions.parse([])
    #expect(defaults.shape.modules == 1_000)
    #expect(defaults.shape.filesPerModule == 10)
    #expect(defaults.repo == ".")
    let given = try BenchOptions.parse(["--modules", "12", "--files", "3", "--repo", "/r"])
    #expect(given.shape.modules == 12)
    #expect(given.shape.filesPerModule == 3)
    #expect(given.repo == "/r")
    #expect(try BenchOptions.parse(["--modules", "1"]).shape.modules == 1)
  }

  @Test func badOptionsAreUsageErrors() {
    for (arguments, message) in [
      (["--modules"], "--modules needs a value (N)"),
      (["--files", "ten"], "--files needs a whole number ≥ 1, not 'ten'"),
      (["--modules", "0"], "--modules needs a whole number ≥ 1, not '0'"),
      (["--modules", "-3"], "--modules needs a whole number ≥ 1, not '-3'"),
      (["--frob", "1"], "unknown option '--frob' (see --help)"),
    ] {
      #expect(throws: CheckerFailure.usage(message), "\(arguments)") { try BenchOptions.parse(arguments) }
    }
  }
}
