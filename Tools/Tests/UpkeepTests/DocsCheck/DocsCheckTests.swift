import Foundation
import Testing

@testable import Upkeep

@Suite struct DocsCheckTests {
  @Test func aCleanPageHasNoFindings() throws {
    let fixture = try DocsFixture(files: [
      "README.md": """
      # Title

      See [the core](Packages/Core/Sources/Core/Navigation.swift), [below](#the-part-two) and
      [tools](Tools/docs/mutants.md#options). `make check`, `make test docs`, `Packages/Core/Sources/`.

      ## The part: two

      ```sh
      make check && make test   # a comment naming make nothing
      tools check-imports --root . --graph svg
      ```
      """,
      "Tools/docs/mutants.md": "# mutants\n\n## Options\n\n`--sample N` and `--all`.\n",
    ])
    let findings = try fixture.summary()
    #expect(findings == [])
  }

  @Test func brokenLinksAndAnchorsAreNamedWhereTheyStand() throws {
    let fixture = try DocsFixture(files: [
      "docs/page.md": """
      # Page
      [gone](missing.md) and [up](../README.md#nope) and [self](#page) and [bad](#nothing)
      ![picture](../out.svg) [web](https://example.com/x.md) [outside](../../x.md)
      [ref]: ./other.md
      `[not a link](nowhere.md)`
      """,
      "README.md": "# Readme\n## Twice\n## Twice\n[second](#twice-1)\n",
    ])
    let findings = try fixture.summary()
    #expect(
      findings == [
        "docs/page.md:2:8 broken-link", "docs/page.md:2:29 broken-anchor", "docs/page.md:2:76 broken-anchor",
        "docs/page.md:3:12 broken-link", "docs/page.md:3:66 broken-link", "docs/page.md:4:8 broken-link",
      ])
    let messages = try fixture.check().map(\.message)
    #expect(messages[0] == "link 'missing.md': docs/missing.md does not exist")
    #expect(messages[1] == "link '../README.md#nope': README.md has no heading with the anchor '#nope'")
    #expect(messages[4] == "link '../../x.md' points outside the repository")
  }

  @Test func repositoryPathsInBackticksMustExist() throws {
    let fixture = try DocsFixture(files: [
      "docs/paths.md": """
      `Packages/Core/Sources/Core/Navigation.swift:12:3` `Packages/Core/Sources/Gone.swift`
      `Packages/*/Sources/Core/` `Packages/{Core,Gone}/Sources` `Packages/<Name>/Sources/Core`
      `Packages/Nope/*` `Tools/.build/release/tools` `out/x.md` `Sources/X/Y.swift` `a b/c`
      `Packages/Features/Wishlist/Package.swift` `Tools/Scripts/figures.sh` `Packages/NAME/Sources`
      <!-- docs-check: ignore-path Packages/Features/Wish* -->
      """
    ])
    let findings = try fixture.summary()
    #expect(findings == ["docs/paths.md:1:53 missing-path", "docs/paths.md:3:2 missing-path"])
    #expect(
      try fixture.check().first?.message
        == "`Packages/Core/Sources/Gone.swift` names a repository path that does not exist")
  }

  @Test func makeTargetsMustBeInTheMakefile() throws {
    let fixture = try DocsFixture(files: [
      "README.md": """
      `make check` `make nothing` `make -k test VAR=1 docs` `make feature NAME=X` `make X`

      ```swift
      // make sure Swift comments are not commands
      ```

      ```
      make check; make lint # make alsoignored
      ```
      """
    ])
    let findings = try fixture.summary()
    #expect(
      findings == [
        "README.md:1:20 unknown-make-target", "README.md:1:61 unknown-make-target",
        "README.md:8:18 unknown-make-target",
      ])
    #expect(try fixture.check().first?.message == "`make nothing`: the Makefile has no target 'nothing'")
  }

  /// The repository's own commands are `upkeep X`, checked against `upkeep --help` as `tools X` is
  /// against `tools --help`; `tools docs-check` no longer runs anything.
  @Test func upkeepCommandsAreCheckedAgainstTheirOwnHelp() throws {
    let fixture = try DocsFixture(files: [
      "README.md": """
      # Title

      `upkeep docs-check --json`, `upkeep docs-check --bogus`, `tools docs-check`,
      `Tools/.build/debug/upkeep port-check`.
      """
    ])
    fixture.upkeepTexts = [
      "": """
      usage: upkeep <subcommand> [options]

      subcommands for this repository's own upkeep:
        docs-check     the docs name only what exists
        port-check     every shim symbol has a row
      """,
      "docs-check": "usage: upkeep docs-check [--root DIR] [--json]\n",
      "port-check": "usage: upkeep port-check [--table FILE]\n",
    ]
    let findings = try fixture.summary()
    #expect(findings == ["README.md:3:48 unknown-option", "README.md:3:65 unknown-subcommand"])
  }

  @Test func subcommandsAndTheirOptionsMustBeListedByHelp() throws {
    let fixture = try DocsFixture(files: [
      "docs/tools.md": """
      `tools check-imports --root . --json | --markdown --colour`
      `Tools/.build/release/tools frobnicate` `tools <subcommand> --help` `tools`
      `tools check-imports why A B --format json` `tools check-imports --root . | grep --count x`
      `tools mutants --all -- swift test --filter X` `--not-checked-outside-tool-pages`
      """
    ])
    let findings = try fixture.summary()
    #expect(
      findings == [
        "docs/tools.md:1:51 unknown-option", "docs/tools.md:2:29 unknown-subcommand",
      ])
    let messages = try fixture.check().map(\.message)
    #expect(
      messages[0] == "`tools check-imports --colour`: `tools check-imports --help` does not list '--colour'")
    #expect(messages[1] == "`tools frobnicate`: `tools --help` lists no subcommand 'frobnicate'")
  }

  @Test func optionsStandingAloneOnAToolsPageAreThatToolsOptions() throws {
    let fixture = try DocsFixture(files: [
      "Tools/docs/mutants.md": """
      # mutants
      `--sample N`, `--all`, `--seed=3`, `--allow-dirty` and `--root` (from `tools check-imports`).
      ```
      --not-a-span-so-not-checked
      ```
      """,
      "Tools/docs/adopting.md": "`--anything` on a page that documents no subcommand\n",
    ])
    let findings = try fixture.summary()
    #expect(findings == ["Tools/docs/mutants.md:2:37 unknown-option"])
    #expect(
      try fixture.check().first?.message
        == "`--allow-dirty`: not an option of check-imports, mutants (its --help does not list it)")
  }

  @Test func eachHelpTextIsAskedForOnce() throws {
    let fixture = try DocsFixture(files: [
      "a.md": "`tools mutants --all` `tools mutants --seed 1` `tools check-imports --root .`\n",
      "b.md": "`tools mutants --all`\n",
    ])
    let calls = DocsFixture.Calls()
    let workspace = try DocsWorkspace(root: fixture.root)
    _ = try DocsChecker(workspace: workspace, help: fixture.help(calls)).run()
    #expect(calls.count == ["": 1, "mutants": 1, "check-imports": 1])
  }

  @Test func findingsAreSortedAndPrintedAsTheOtherToolsPrintThem() throws {
    let fixture = try DocsFixture(files: [
      "b.md": "[x](y.md)\n", "a.md": "\n`make nope` [x](z.md)\n",
    ])
    let lines = try fixture.check().map(\.text)
    #expect(
      lines == [
        "a.md:2:7: error: `make nope`: the Makefile has no target 'nope' [unknown-make-target]",
        "a.md:2:17: error: link 'z.md': z.md does not exist [broken-link]",
        "b.md:1:5: error: link 'y.md': y.md does not exist [broken-link]",
      ])
  }

  @Test func buildOutputAndHiddenFoldersAreNotDocuments() throws {
    let fixture = try DocsFixture(files: [
      "ok.md": "# ok\n", ".build/x.md": "[x](gone.md)\n", "out/y.md": "[x](gone.md)\n",
      ".hidden/z.md": "[x](gone.md)\n", ".ci/notes.md": "[x](gone.md)\n",
    ])
    #expect(try DocsWorkspace(root: fixture.root).documents == [".ci/notes.md", "ok.md"])
  }
}
