import Foundation
import Testing

@testable import Upkeep

/// Details of reading: relative paths, closing hashes, fence languages, trailing punctuation,
/// a trailing pipe, and a help text's subcommand section.
@Suite struct ReadingDetailTests {
  @Test func linksResolveFromTheirPagesFolder() {
    #expect(LinkCheck.resolve("../other.md", from: "docs/sub/page.md") == "docs/other.md")
    #expect(LinkCheck.resolve("./a/./b.md", from: "docs/p.md") == "docs/a/b.md")
    #expect(LinkCheck.resolve("/README.md", from: "docs/sub/page.md") == "README.md")
    #expect(LinkCheck.resolve("../../x.md", from: "a.md") == nil)
    #expect(LinkCheck.resolve("..", from: "docs/p.md") == "")
  }

  @Test func explicitAnchorsAreLinkTargets() throws {
    let fixture = try DocsFixture(files: [
      "page.md": "<a id=\"here\"></a> <a name=\"there\">x</a>\n[a](#here) [b](#there) [c](#nowhere)\n"
    ])
    let findings = try fixture.summary()
    #expect(findings == ["page.md:2:28 broken-anchor"])
    #expect(
      HeadingAnchors.explicitAnchors("<a id=\"one\"> and <a href=\"x\" name=\"two\">") == ["one", "two"])
  }

  @Test func closingHashesAreNotPartOfTheHeading() {
    #expect(HeadingAnchors.heading("## Closed ##") == "Closed")
    #expect(HeadingAnchors.heading("## C#") == "C#")
    #expect(HeadingAnchors.heading("#hashtag") == nil)
    #expect(HeadingAnchors.heading("    ## indented code") == nil)
    #expect(HeadingAnchors.slug("Where a clean build's time goes") == "where-a-clean-builds-time-goes")
  }

  @Test func aShellFenceIsReadForCommandsAndTrailingPunctuationIsNotATarget() throws {
    let fixture = try DocsFixture(files: [
      "README.md": """
      ```sh
      make nope
      ```
      `make check,` `make nope,` `tools mutants --all |`
      """
    ])
    let findings = try fixture.summary()
    #expect(findings == ["README.md:2:6 unknown-make-target", "README.md:4:21 unknown-make-target"])
  }

  @Test func aSubcommandSectionMayHoldBlankLinesAndEndsAtTheNextHeading() throws {
    let help = ToolHelp { (subcommand: String?) throws(DocsCheckError) -> String in
      """
      usage: tools <subcommand>

      subcommands:
        check-imports   the boundaries
        See also        the pages (not a subcommand: capitalised)

        mutants2        the kill rate
      Run `tools <subcommand> --help`.
        later           indented, but after the section
      """
    }
    #expect(try help.subcommands() == ["check-imports", "mutants2"])
  }
}
