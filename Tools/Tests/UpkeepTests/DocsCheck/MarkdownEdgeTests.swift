import Foundation
import Testing

@testable import Upkeep

/// The Markdown the pages use at its edges: heading levels, links in headings, padded code
/// spans, angle-bracket and unterminated links, and option spans whose last word is not an option.
@Suite struct MarkdownEdgeTests {
  @Test func everyHeadingLevelAndLinkTextInAHeadingGiveAnchors() throws {
    let fixture = try DocsFixture(files: [
      "page.md": """
      ###### Six deep
      ####### seven is not a heading
      ## See [the page](page.md) now
      [six](#six-deep) [linked](#see-the-page-now) [seven](#seven-is-not-a-heading)
      """
    ])
    let findings = try fixture.summary()
    #expect(findings == ["page.md:4:54 broken-anchor"])
  }

  /// A page saved with CRLF line endings is read line by line as its LF copy: split at "\n" it
  /// was one line, and a broken link on its third line was reported on its first, or not at all.
  @Test func aCRLFPageIsReadLineByLine() throws {
    let page = "# Page\n\n[gone](gone.md) and [here](#page)\n"
    let lf = try DocsFixture(files: ["page.md": page]).summary()
    let crlf = try DocsFixture(files: ["page.md": page.replacingOccurrences(of: "\n", with: "\r\n")])
      .summary()
    #expect(lf == ["page.md:3:8 broken-link"])
    #expect(crlf == lf)
  }

  @Test func angleBracketAndUnterminatedLinks() throws {
    let fixture = try DocsFixture(files: [
      "docs/page.md": "# Page\n", "docs/a b.md": "# A\n",
      "README.md": """
      [spaced](<docs/a b.md>) [angle](<docs/page.md#page>) [gone](<docs/gone.md>)
      [unterminated](docs/nowhere.md
      """,
    ])
    let findings = try fixture.check()
    #expect(findings.map(\.message) == ["link 'docs/gone.md': docs/gone.md does not exist"])
    #expect(findings.map(\.column) == [61], "the column of the `<`")
  }

  @Test func aPaddedCodeSpanIsReadWithoutItsPadding() throws {
    let fixture = try DocsFixture(files: ["README.md": "x ` make nope ` and `` `make` ``\n"])
    let findings = try fixture.check()
    #expect(
      findings.map(\.text) == [
        "README.md:1:10: error: `make nope`: the Makefile has no target 'nope' [unknown-make-target]"
      ])
    let (spans, _) = MarkdownScanner.codeSpans(in: "a ` b ` c `  ` d")
    #expect(spans.map(\.text) == ["b", "  "])
    #expect(spans.map(\.column) == [5, 12])
  }

  @Test func anOptionSpanOnAToolsPageIsCheckedWhateverFollowsTheOption() throws {
    let fixture = try DocsFixture(files: ["Tools/docs/mutants.md": "`--bogus N` and `N --bogus-too`\n"])
    let findings = try fixture.summary()
    #expect(findings == ["Tools/docs/mutants.md:1:2 unknown-option"])
  }
}
