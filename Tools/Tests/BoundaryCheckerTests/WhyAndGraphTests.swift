import BoundaryChecker
import Foundation
import Testing

/// Section 6 of issue 13: explaining a dependency, and the graph's height.
@Suite struct WhyAndGraphTests {
  @Test func whyPrintsTheShorterOfTwoPathsWithEvidence() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    // Checkout reaches Shim two ways: Checkout → Core → Shim and Checkout → Payment → Core → Shim.
    let result = repo.run(["why", "Checkout", "Shim"])
    #expect(result.exitCode == 0)
    #expect(
      result.out == """
        Checkout → Core → Shim (2 edges)
          Checkout → Core  Packages/Features/Checkout/Sources/Checkout/Checkout.swift:1:8: import
          Core → Shim  Packages/Core/Sources/Core/Core.swift:2:8: import

        """)
  }

  @Test func whyNamesTheManifestLineForADeclaredOnlyEdge() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Foundation\n", to: "Packages/Core/Sources/Core/Core.swift")
    let result = repo.run(["why", "Core", "Shim", "--format", "json"])
    #expect(result.exitCode == 0)
    #expect(result.out.contains("\"path\" : \"Packages/Core/Package.swift\""))
    #expect(result.out.contains("\"kind\" : \"manifest\""))
    #expect(result.out.contains("\"line\" : 13"))
  }

  @Test func whyWithoutPathAndWithUnknownModule() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let none = repo.run(["why", "Shim", "Core"])
    #expect(none.exitCode == 1)
    #expect(none.out == "no path from Shim to Core\n")
    let unknown = repo.run(["why", "Nope", "Core"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.err == "check-imports: usage error: no module named Nope in this repository\n")
    #expect(repo.run(["why", "Core"]).exitCode == 2)
  }

  @Test func maxHeightNamesTheLongestChain() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(FixtureRepository.rules + "max-height 4\n", to: "boundaries.rules")
    #expect(repo.run().exitCode == 0)
    repo.write(FixtureRepository.rules + "max-height 3\n", to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "boundaries.rules:10:1: error: the longest dependency chain has 4 edges (App → Checkout → Payment → Core → "
          + "Shim), more than max-height 3 [max-height]"
      ])
  }
}
