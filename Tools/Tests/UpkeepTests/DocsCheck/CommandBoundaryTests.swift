import Foundation
import Testing

@testable import Upkeep

/// Command boundaries and Markdown details: a command after a `;` glued to a word,
/// recipe and comment lines of a Makefile, a span padded on one side, an indented reference.
@Suite struct CommandBoundaryTests {
  @Test func aCommandAfterAGluedSemicolonIsItsOwn() throws {
    let fixture = try DocsFixture(files: [
      "README.md":
        "`tools mutants --all; make check --keep-going` `tools mutants --all; tools check-imports --root .`\n"
    ])
    let findings = try fixture.summary()
    #expect(findings == [])
  }

  @Test func recipeAndCommentLinesDefineNoTarget() {
    let makefile =
      "all: ## x\n\t@echo here: there\n# note: not a target\n  indented: no\nVAR := a:b\n$(X): y\n"
    #expect(MakefileTargets.targets(in: makefile) == ["all"])
  }

  @Test func aFileIsNotAFolderAPathStartsWith() throws {
    let fixture = try DocsFixture(files: ["README.md": "`Makefile/inside` `Packages/Nope`\n"])
    let findings = try fixture.summary()
    #expect(findings == ["README.md:1:20 missing-path"])
  }

  @Test func bracketsOfASynopsisAreNotPartOfAnOption() throws {
    let fixture = try DocsFixture(files: [
      "README.md":
        "`tools mutants [--all] [--bogus]` `tools mutants (--seed)` `tools mutants --nope, --all`\n"
    ])
    let findings = try fixture.summary()
    #expect(findings == ["README.md:1:25 unknown-option", "README.md:1:75 unknown-option"])
  }

  @Test func aSpanPaddedOnOneSideKeepsItsText() throws {
    let fixture = try DocsFixture(files: ["README.md": "`make nope ` and ` make gone`\n"])
    let findings = try fixture.summary()
    #expect(findings == ["README.md:1:7 unknown-make-target", "README.md:1:25 unknown-make-target"])
  }

  @Test func aReferenceDefinitionMayBeIndentedThreeSpacesNotFour() throws {
    let fixture = try DocsFixture(files: ["README.md": "   [three]:  gone.md\n    [four]: code.md\nsee [x]\n"]
    )
    let findings = try fixture.summary()
    #expect(findings == ["README.md:1:14 broken-link"])
    #expect(try fixture.check().first?.message == "link 'gone.md': gone.md does not exist")
  }

  @Test func unclosedAndEscapedBackticksEndTheScan() {
    // A double run finds no closing double and is text; single runs pair left to right.
    let (spans, _) = MarkdownScanner.codeSpans(in: "``a` \\`b` `c")
    #expect(spans.map(\.text) == [" \\", " "])
    #expect(spans.map(\.column) == [5, 10])
    let (none, prose) = MarkdownScanner.codeSpans(in: "no code here")
    #expect(none.isEmpty)
    #expect(String(prose) == "no code here")
  }
}
