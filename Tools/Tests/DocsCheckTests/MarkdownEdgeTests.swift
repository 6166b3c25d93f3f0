import Foundation
import Testing

@testable import DocsCheck

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

/// The two commands as `tools` runs them: flags, exit codes, and help read from an executable.
@Suite struct DocsCommandTests {
  /// A stand-in `tools` that prints the fixture's help texts.
  func fakeTools(_ fixture: DocsFixture, failing: Bool = false) throws -> String {
    let script = fixture.root.appendingPathComponent("fake-tools")
    var body = "#!/bin/sh\n"
    if failing { body += "echo broken >&2; exit 3\n" }
    body += "case \"$1\" in\n"
    for (subcommand, text) in fixture.helpTexts where !subcommand.isEmpty {
      body += "  \(subcommand)) cat <<'HELP'\n\(text)\nHELP\n  ;;\n"
    }
    body += "  *) cat <<'HELP'\n\(fixture.helpTexts[""] ?? "")\nHELP\n  ;;\nesac\n"
    try Data(body.utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script.path
  }

  @Test func docsCheckExitsZeroOneOrTwo() throws {
    let clean = try DocsFixture(files: ["README.md": "`tools mutants --all` `make check`\n"])
    let tools = try fakeTools(clean)
    #expect(DocsCheckCommand.run(arguments: ["--root", clean.root.path, "--tools", tools]) == 0)
    #expect(DocsCheckCommand.run(arguments: ["--root", clean.root.path, "--tools", tools, "--json"]) == 0)
    let broken = try DocsFixture(files: ["README.md": "`tools mutants --nope`\n", "b.md": "[x](y.md)\n"])
    let brokenTools = try fakeTools(broken)
    #expect(DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", brokenTools]) == 1)
    #expect(
      DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", brokenTools, "b.md"]) == 1)
    #expect(
      DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", brokenTools, "gone.md"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--root", "/nonexistent-docs-check"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--bogus"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--root"]) == 2)
    #expect(DocsCheckCommand.run(arguments: ["--help"]) == 0)
    let failing = try fakeTools(broken, failing: true)
    #expect(DocsCheckCommand.run(arguments: ["--root", broken.root.path, "--tools", failing]) == 2)
  }

  @Test func docsCheckOptionsAreParsedInAnyOrder() throws {
    let options = try DocsCheckOptions.parse(["b.md", "--json", "--root", "R", "--tools", "T", "a.md"])
    #expect(
      options
        == DocsCheckOptions(root: "R", tools: "T", json: true, help: false, documents: ["b.md", "a.md"]))
    #expect(try DocsCheckOptions.parse([]) == DocsCheckOptions())
    #expect(throws: DocsCheckError("--tools needs a value")) { try DocsCheckOptions.parse(["--tools"]) }
    #expect(throws: DocsCheckError("unknown option '-x'")) { try DocsCheckOptions.parse(["-x"]) }
  }

  @Test func helpFromARealExecutableIsReadOncePerSubcommand() throws {
    let fixture = try DocsFixture(files: [:])
    let help = ToolHelp(executable: try fakeTools(fixture))
    #expect(try help.subcommands() == ["check-imports", "mutants"])
    #expect(
      try help.options(of: "check-imports") == ["--root", "--json", "--markdown", "--graph", "--format"])
    let failing = ToolHelp(executable: try fakeTools(fixture, failing: true))
    #expect(throws: DocsCheckError.self) { try failing.subcommands() }
  }

  @Test func docsCoverageExitsZeroOneOrTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coverage-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let symbols: [[String: Any]] = [
      [
        "identifier": ["precise": "s:A"], "kind": ["identifier": "swift.struct"], "pathComponents": ["A"],
        "location": ["uri": "file://\(folder.path)/A.swift", "position": ["line": 0, "character": 0]],
      ]
    ]
    let graph: [String: Any] = ["module": ["name": "Core"], "symbols": symbols]
    try JSONSerialization.data(withJSONObject: graph).write(
      to: folder.appendingPathComponent("Core.symbols.json"))
    let base = ["--symbol-graphs", folder.path, "--root", folder.path]
    #expect(DocCoverageCommand.run(arguments: base) == 0)
    #expect(DocCoverageCommand.run(arguments: base + ["--list"]) == 0)
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core=0"]) == 0)
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core=50"]) == 1)
    #expect(
      DocCoverageCommand.run(arguments: base + ["--min", "Core=0", "--min", "Core=50"]) == 1,
      "the highest floor")
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core"]) == 2)
    #expect(DocCoverageCommand.run(arguments: base + ["--min", "Core=101"]) == 2)
    #expect(DocCoverageCommand.run(arguments: base + ["--min"]) == 2)
    #expect(DocCoverageCommand.run(arguments: ["--root", folder.path]) == 2)
    #expect(
      DocCoverageCommand.run(arguments: ["--symbol-graphs", folder.appendingPathComponent("none").path]) == 2)
    #expect(DocCoverageCommand.run(arguments: ["--bogus"]) == 2)
    #expect(DocCoverageCommand.run(arguments: ["-h"]) == 0)
  }
}

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

/// What the third sample (seed 5) showed untested: a command after a `;` glued to a word,
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
