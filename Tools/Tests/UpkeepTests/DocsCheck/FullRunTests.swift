import Foundation
import Testing

@testable import Upkeep

/// What a full mutation run (`tools mutants --module Upkeep --all`) showed untested.
@Suite struct FullRunTests {
  @Test func pagesNameSubcommandsOnlyAfterTools() throws {
    let fixture = try DocsFixture(files: [
      "Tools/docs/adopting.md": "`run mutants` then `--anything`\n",
      "Tools/docs/mutants.md": "`--all` and the binary alone: `Tools/.build/debug/tools`\n",
    ])
    let findings = try fixture.summary()
    #expect(findings == [])
  }

  @Test func targetsAndSubcommandsWithDashesAndDigitsAreStillChecked() throws {
    let fixture = try DocsFixture(files: [
      "README.md": "`make no-such-target` `tools frob2` `tools Mutants`\n"
    ])
    let findings = try fixture.summary()
    #expect(findings == ["README.md:1:7 unknown-make-target", "README.md:1:30 unknown-subcommand"])
  }

  @Test func aFloorOfAHundredIsAllowed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coverage-floor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let graph: [String: Any] = ["module": ["name": "Core"], "symbols": [] as [Any]]
    try JSONSerialization.data(withJSONObject: graph).write(
      to: folder.appendingPathComponent("Core.symbols.json"))
    #expect(DocCoverageCommand.run(arguments: ["--symbol-graphs", folder.path, "--min", "Core=100"]) == 0)
  }

  @Test func buildOutputInAPathIsNotChecked() throws {
    let fixture = try DocsFixture(files: [
      "README.md":
        "`Packages/.swiftpm/x` `Packages/.tools-cache/y` `Packages/node_modules/z` `Packages/out/w`\n"
    ])
    let findings = try fixture.summary()
    #expect(findings == [])
  }

  @Test func headingsAndFencesMayBeIndentedUpToThreeSpaces() throws {
    let fixture = try DocsFixture(files: [
      "page.md": """
         ## Three in
      [in](#three-in)
         ```
         make nope
         ```
      """
    ])
    let findings = try fixture.summary()
    #expect(findings == ["page.md:4:9 unknown-make-target"])
    #expect(HeadingAnchors.slug("a_b-c d") == "a_b-c-d")
  }

  @Test func aClosingFenceMayEndInSpacesAndAnEscapedBacktickOpensNothing() throws {
    let fixture = try DocsFixture(files: ["README.md": "```\nls\n```  \nmake nope\n\\`make nope` ok\n"])
    let findings = try fixture.summary()
    #expect(findings == [])
  }

  @Test func locationsTwoPlaceholdersAndIgnoreCommentsWithoutASpace() throws {
    let fixture = try DocsFixture(files: [
      "README.md": """
      `Packages/Core/Sources/Core/Navigation.swift:1:2:3` `Packages/ID/Sources` `Packages/Gone/x`
      <!-- docs-check: ignore-path Packages/Gone/*-->
      """
    ])
    let findings = try fixture.summary()
    #expect(findings == ["README.md:1:2 missing-path"])
  }
}
