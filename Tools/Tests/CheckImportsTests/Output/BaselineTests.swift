import BlockingTestSupport
import CheckImports
import Foundation
import Testing

@Suite(.blocksItsThread) struct BaselineTests {
  @Test func writeCompareAndShrinkOnly() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let baseline = "\(repo.root)/baseline.txt"
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")

    let written = repo.run(["--write-baseline", baseline])
    #expect(written.exitCode == 0)
    #expect(written.err == "check-imports: ok: wrote 2 baseline entries to \(baseline)\n")
    let text = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(text.hasSuffix("\nimplicit-dependency Home -> Payment\nsibling-import Home -> Payment\n"))

    let accepted = repo.run(["--baseline", baseline])
    #expect(accepted.exitCode == 0)
    #expect(accepted.err == "check-imports: ok: 0 errors, 0 warnings (7 modules, 7 files, 2 baselined)\n")

    repo.write(
      "import Core\nimport Payment\nimport Checkout\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let newViolation = repo.run(["--baseline", baseline])
    #expect(newViolation.exitCode == 1)
    #expect(newViolation.diagnostics.count == 2)
    #expect(newViolation.diagnostics.allSatisfy { $0.contains("Checkout") })

    repo.write("import Core\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let fixed = repo.run(["--baseline", baseline])
    #expect(fixed.exitCode == 1)
    #expect(
      fixed.diagnostics == [
        "\(baseline):4:1: error: 'implicit-dependency Home -> Payment' no longer occurs; delete this line "
          + "(the baseline only shrinks) [stale-baseline]",
        "\(baseline):5:1: error: 'sibling-import Home -> Payment' no longer occurs; delete this line "
          + "(the baseline only shrinks) [stale-baseline]",
      ])
  }

  @Test func malformedBaselineIsBadInput() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("# comment\nnot an entry\n", to: "baseline.txt")
    let result = repo.run(["--baseline", "\(repo.root)/baseline.txt"])
    #expect(result.exitCode == 2)
    #expect(
      result.err
        == "check-imports: error: \(repo.root)/baseline.txt:2: expected '<rule> <Importer> -> <Imported>'\n")
  }
}
