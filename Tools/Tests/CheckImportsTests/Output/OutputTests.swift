import BlockingTestSupport
import CheckImports
import Foundation
import Testing

@Suite(.blocksItsThread) struct OutputTests {
  static func brokenRepository() -> FixtureRepository {
    let repo = FixtureRepository.standard()
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    return repo
  }

  @Test func jsonFormat() throws {
    let repo = Self.brokenRepository()
    defer { repo.remove() }
    let result = repo.run(["--format", "json"])
    #expect(result.exitCode == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["implicit-dependency", "sibling-import"])
    #expect(findings[1]["path"] as? String == "Packages/Features/Home/Sources/Home/Home.swift")
    #expect(findings[1]["line"] as? Int == 2)
    #expect(findings[1]["column"] as? Int == 8)
    #expect((object["summary"] as? [String: Any])?["errors"] as? Int == 2)
  }

  @Test func githubAnnotations() {
    let repo = Self.brokenRepository()
    defer { repo.remove() }
    let lines = repo.run(["--format", "github"]).out.split(separator: "\n")
    #expect(
      String(lines.last ?? "")
        == "::error file=Packages/Features/Home/Sources/Home/Home.swift,line=2,col=8,title=sibling-import::"
        + "Home (features) depends on its sibling Payment; siblings are isolated unless 'allow Home -> Payment' "
        + "is in boundaries.rules")
  }

  @Test func humanOutputIsColouredOnlyWhenAsked() {
    let repo = Self.brokenRepository()
    defer { repo.remove() }
    #expect(!repo.run().out.contains("\u{1B}["))
    #expect(repo.run(["--color"]).out.contains("\u{1B}[31;1merror"))
    #expect(repo.run().out.hasPrefix("sibling-import (1 error)\n"))
  }

  @Test func graphsMarkViolatingEdges() {
    let repo = Self.brokenRepository()
    defer { repo.remove() }
    let dot = repo.run(["--graph", "dot"])
    #expect(dot.exitCode == 1)
    #expect(dot.out.hasPrefix("digraph imports {"))
    #expect(dot.out.contains("  subgraph \"cluster_features\" {"))
    #expect(dot.out.contains("  \"Checkout\" -> \"Payment\";"))
    #expect(
      dot.out.contains(
        "  \"Home\" -> \"Payment\" [color=red, fontcolor=red, penwidth=2, label=\"sibling-import\"];"))
    let mermaid = repo.run(["--graph", "mermaid"]).out
    #expect(mermaid.hasPrefix("flowchart TD\n"))
    #expect(mermaid.contains("  Home -->|sibling-import| Payment\n"))
    #expect(mermaid.contains("stroke:red"))
  }
}
