import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Section 6 of issue 13: explaining a dependency, and the graph's height.
@Suite(.blocksItsThread) struct WhyAndGraphTests {
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

  @Test func whySaysWhenAManifestEdgeHoldsOnSomePlatformsOnly() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Features/Checkout", name: "Checkout",
        targets: [
          .init(
            name: "Checkout",
            dependencies: [
              .product("Core", package: "Core"),
              .conditional("Payment", package: "Payment", platforms: ["ios"]),
            ])
        ],
        localDependencies: ["../../Core", "../Payment"]))
    repo.write("import Core\n", to: "Packages/Features/Checkout/Sources/Checkout/Checkout.swift")
    let result = repo.run(["why", "Checkout", "Payment"])
    #expect(result.exitCode == 0)
    #expect(result.out.hasSuffix(": manifest (when platforms: ios)\n"))
    #expect(result.out.contains("  Checkout → Payment  Packages/Features/Checkout/Package.swift:"))
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

/// The SVG picture and the statistics, drawn by the tool itself.
@Suite(.blocksItsThread) struct GraphPictureTests {
  @Test func statisticsNameTheLongestPath() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let result = repo.run(["--graph", "stats"])
    #expect(
      result.out == """
        modules       6
        edges         7
        height        4
        longest path  App → Checkout → Payment → Core → Shim

        """)
  }

  @Test func svgHasLayerRowsRedLabelledViolationsAndTheLongestPath() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let result = repo.run(["--graph", "svg"])
    #expect(result.exitCode == 1)
    let svg = result.out
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    for row in ["app", "features", "core", "shim"] { #expect(svg.contains(">\(row)</text>")) }
    #expect(svg.contains("<title>Home → Payment (sibling-import, implicit-dependency)</title>"))
    #expect(svg.contains("stroke=\"#d00\""))
    #expect(svg.contains(">sibling-import, implicit-dependency</text>"))
    #expect(svg.contains("longest path: App → Checkout → Payment → Core → Shim"))
    // Rows go top to bottom in layer order.
    let rows = ["app", "features", "core", "shim"].map { svg.range(of: ">\($0)</text>")!.lowerBound }
    #expect(rows == rows.sorted())
    // Every element that opens closes, in order (XMLParser needs FoundationXML, not listed for the island).
    let tags = try NSRegularExpression(pattern: "<(/?)([a-zA-Z]+)[^>]*?(/?)>")
    var stack: [String] = []
    for match in tags.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
      let part = { (index: Int) in String(svg[Range(match.range(at: index), in: svg)!]) }
      if part(3) == "/" { continue }
      if part(1) == "/" {
        #expect(stack.popLast() == part(2))
      } else {
        stack.append(part(2))
      }
    }
    #expect(stack == [])
  }
}
