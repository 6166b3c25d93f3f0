import BlockingTestSupport
import Foundation
import Testing

@testable import Affected

/// Output with runs of spaces made one: the columns' padding is not what these tests are about.
func squeezed(_ text: String) -> String {
  text.replacingOccurrences(of: " +", with: " ", options: .regularExpression)
}

/// Files outside every target, affected.rules and its mistakes.
@Suite(.serialized, .blocksItsThread) struct RulesTests {
  @Test func aFileOutsideEveryTargetSelectsEverythingAndIsNamed() {
    let repo = GitFixture.standard()
    repo.write("scripts/generate.sh", "#!/bin/sh\n")
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    #expect(json["all"] as? Bool == true)
    #expect(json["allReasons"] as? [String] == ["scripts/generate.sh"])
    #expect(
      json["testCommands"] as? [String] == [
        "swift test --filter '^(AppTests|CoreTests|ShopTests)\\.'",
        "swift test --package-path Packages/Features/Checkout --scratch-path .build",
        "swift test --package-path Packages/Features/Home --scratch-path .build",
        "swift test --package-path Packages/Features/Receipt --scratch-path .build",
        "swift test --package-path Packages/Shim --scratch-path .build",
        "swift test --package-path Tools",
      ])
    let human = repo.affected(["--base", "main"]).out
    #expect(
      squeezed(human).contains(
        "scripts/generate.sh → everything (outside every target, and no line of affected.rules names it)"))
    #expect(human.contains("everything affected ("))
  }

  @Test func anEverythingLineSelectsEverythingEvenInsideATarget() {
    let repo = GitFixture.standard()
    repo.write("affected.rules", GitFixture.rules + "everything Packages/Core/Sources/Core/Config.swift\n")
    repo.write("Packages/Core/Sources/Core/Config.swift")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.write("Packages/Core/Sources/Core/Config.swift", "// edit\n")
    repo.commit()
    let json = repo.affectedJSON(["--base", "main"])
    #expect(json["allReasons"] as? [String] == ["Packages/Core/Sources/Core/Config.swift"])
    repo.write("Makefile", "all:\n")
    let human = repo.affected(["--base", "main", "--uncommitted"]).out
    #expect(squeezed(human).contains("Makefile → everything (affected.rules:3: everything Makefile)"))
  }

  /// Where several lines name a file, the first one is the reason given, run after run.
  @Test func theFirstLineThatNamesAFileIsTheReasonGiven() {
    let repo = GitFixture.standard()
    repo.write(
      "affected.rules", GitFixture.rules + "everything Make*\nnothing notes/*.txt\nnothing notes/**\n")
    repo.write("notes/plan.txt", "plan\n")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.write("Makefile", "all:\n")
    repo.write("notes/plan.txt", "plan, edited\n")
    let human = squeezed(repo.affected(["--base", "main", "--uncommitted"]).out)
    #expect(human.contains("Makefile → everything (affected.rules:3: everything Makefile)"))
    #expect(human.contains("notes/plan.txt → nothing (affected.rules:6: nothing notes/*.txt)"))
  }

  @Test func aDocsOnlyChangeSelectsNothingAndNoCommandRunsATest() {
    let repo = GitFixture.standard()
    repo.write("README.md", "# Fixture, edited\n")
    repo.write("docs/guide.md", "# Guide, edited\n")
    repo.write("Packages/Core/Sources/Core/Core.docc/Core.md", "# Core\n")
    // A catalog at the top, and a file in it that no `nothing` line names: still documentation.
    repo.write("Guide.docc/Resources/diagram.png", "png\n")
    repo.commit()
    let human = repo.affected(["--base", "main"])
    #expect(human.status == 0)
    #expect(human.out.hasSuffix("nothing affected\n"))
    #expect(squeezed(human.out).contains("README.md → nothing (affected.rules:2: nothing *.md)"))
    #expect(squeezed(human.out).contains("Core.md → nothing (a DocC catalog: documentation, not compiled)"))
    #expect(
      squeezed(human.out).contains("diagram.png → nothing (a DocC catalog: documentation, not compiled)"))
    let json = repo.affectedJSON(["--base", "main"])
    #expect((json["targets"] as! [Any]).isEmpty)
    #expect((json["testCommands"] as! [Any]).isEmpty)
    #expect((json["units"] as! [Any]).isEmpty)
    #expect(repo.affected(["--base", "main", "--format", "filter"]).out == "^$\n")
    #expect(repo.affected(["--base", "main", "--format", "lines"]).out == "")
    #expect(repo.affected(["--base", "main", "--format", "github-matrix"]).out == "{\"include\":[]}\n")
    #expect(repo.affected(["--base", "main", "--format", "lines"]).err.contains("nothing affected"))
  }

  @Test func readsAndDependsLinesAddWhatNoManifestShows() {
    let repo = GitFixture.standard()
    repo.write("affected.rules", GitFixture.rules + "reads ToolTests README.md\n")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.write("README.md", "# edited\n")
    repo.commit()
    #expect(repo.selected(["--base", "main"]) == ["Tools:ToolTests"])
    repo.git("branch", "-f", "main")
    repo.write("Packages/Flows/Shop/Sources/Shop/Shop.swift", "// edit\n")
    repo.commit()
    let explained = repo.affected(["--base", "main", "--explain", "AppTests"]).out
    #expect(explained.contains("AppTests depends on App (affected.rules:4: depends)"))
  }

  /// Every pattern of a `reads` line counts, and a file inside another target is read as well as
  /// owned: the reader is added to the owner, never instead of it, and not only for files outside
  /// every target.
  @Test func everyPatternOfAReadsLineSelectsItsTargetBesideTheOwner() {
    let repo = GitFixture.standard()
    repo.write(
      "affected.rules", GitFixture.rules + "reads ToolTests README.md Packages/Core/Sources/Core/**\n")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.write("Packages/Core/Sources/Core/Core.swift", "// edit\n")
    repo.commit()
    let selected = repo.selected(["--base", "main"])
    #expect(selected.contains("Tools:ToolTests"), "\(selected)")
    #expect(selected.contains("Packages/Core:Core"), "\(selected)")
    #expect(selected.contains("Packages/Core:CoreTests"), "\(selected)")
    repo.git("branch", "-f", "main")
    repo.write("docs/guide.md", "# edited\n")
    repo.commit()
    #expect(repo.selected(["--base", "main"]) == [], "a file no reads pattern matches selects nothing")
  }

  @Test func staleEntriesAreWarnedAboutWithTheirLine() {
    let repo = GitFixture.standard()
    repo.write(
      "affected.rules",
      GitFixture.rules
        + "nothing LICENSE*\nreads Gone README.md docs/missing/**\ndepends AppTests -> Vanished\n")
    repo.commit()
    let result = repo.affected(["--base", "main"])
    #expect(result.status == 0)
    #expect(
      result.err.split(separator: "\n").map(String.init) == [
        "affected: warning: affected.rules:5: 'LICENSE*' matches no file (a stale entry?)",
        "affected: warning: affected.rules:6: 'docs/missing/**' matches no file (a stale entry?)",
        "affected: warning: affected.rules:6: 'reads Gone' names no target",
        "affected: warning: affected.rules:7: 'depends' names no target Vanished",
      ])
  }

  @Test func withoutARulesFileTheDefaultsApplyAndNothingIsStale() {
    let repo = GitFixture.standard()
    repo.remove("affected.rules")
    repo.commit()
    repo.git("branch", "-f", "main")
    repo.write("docs/guide.md", "# edited\n")
    repo.write("docs/picture.png", "png\n")
    repo.commit()
    let result = repo.affected(["--base", "main"])
    #expect(result.err == "")
    #expect(squeezed(result.out).contains("docs/guide.md → nothing ((default rules):1: nothing *.md)"))
    #expect(squeezed(result.out).contains("docs/picture.png → nothing ((default rules):1: nothing docs/**)"))
    #expect(result.out.hasSuffix("nothing affected\n"))
  }

  @Test func malformedRulesAreRefusedNamingTheLine() throws {
    for (text, message) in [
      ("nothing\n", "affected.rules:1: 'nothing' needs one or more path patterns, e.g. 'nothing docs/**'"),
      (
        "# c\neverything\n",
        "affected.rules:2: 'everything' needs one or more path patterns, e.g. 'everything docs/**'"
      ),
      ("depends A B\n", "affected.rules:1: expected 'depends <Target> -> <Target>[, <Target>…]'"),
      ("depends A ->\n", "affected.rules:1: expected 'depends <Target> -> <Target>[, <Target>…]'"),
      ("depends A -> B -> C\n", "affected.rules:1: expected 'depends <Target> -> <Target>[, <Target>…]'"),
      ("depends A -> A\n", "affected.rules:1: 'depends A -> A': a target always depends on itself"),
      (
        "reads A\n",
        "affected.rules:1: expected 'reads <Target> <path pattern>…', e.g. 'reads AppEndToEndTests App/Scripts/**'"
      ),
      (
        "reads A -> b\n",
        "affected.rules:1: expected 'reads <Target> <path pattern>…', e.g. 'reads AppEndToEndTests App/Scripts/**'"
      ),
      (
        "skip docs\n",
        "affected.rules:1: unknown directive 'skip' (expected nothing, everything, depends, reads)"
      ),
    ] {
      #expect(throws: AffectedFailure.badInput(message)) {
        try AffectedRulesParser.parse(text, path: "affected.rules")
      }
    }
    let rules = try AffectedRulesParser.parse(
      "nothing a.md, b.md # two\n\n  depends X -> Y, Z\nreads R p/**\n", path: "r")
    #expect(rules.nothing.map(\.pattern.text) == ["a.md", "b.md"])
    #expect(rules.nothing.map(\.line) == [1, 1])
    #expect(rules.dependencies == [.init(target: "X", dependencies: ["Y", "Z"], line: 3)])
    #expect(rules.readers.map(\.line) == [4])
    #expect(rules.readers(of: "p/q.txt").map(\.target) == ["R"])
    #expect(rules.readers(of: "q/p.txt").isEmpty)

    let repo = GitFixture.standard()
    repo.write("affected.rules", "nothing\n")
    let result = repo.affected(["--base", "main"])
    #expect(result.status == 2)
    #expect(
      result.err
        == "affected: error: affected.rules:1: 'nothing' needs one or more path patterns, e.g. 'nothing docs/**'\n"
    )
    let missing = repo.affected(["--base", "main", "--rules", "\(repo.root)/none.rules"])
    #expect(missing.status == 2)
    #expect(missing.err.contains("none.rules: cannot read rules file"))
  }

  @Test func pathPatterns() {
    let cases: [(String, String, Bool)] = [
      ("*.md", "README.md", true), ("*.md", "docs/a/b.md", true), ("*.md", "README.mdx", false),
      ("docs/**", "docs/a.md", true), ("docs/**", "docs/a/b/c.png", true), ("docs/**", "docs", false),
      ("docs/**", "other/docs/a.md", false), ("docs/", "docs/x", true), ("/Makefile", "Makefile", true),
      ("/Makefile", "sub/Makefile", false), ("Makefile", "sub/Makefile", true), ("LICENSE*", "LICENSE", true),
      ("LICENSE*", "LICENSE.txt", true), ("LICENSE*", "MY_LICENSE", false), ("?.swift", "a.swift", true),
      ("?.swift", "ab.swift", false), ("**/Fixtures/**", "Tools/Tests/Fixtures/a.json", true),
      ("**/Fixtures/**", "Fixtures/a.json", true), ("a/*/c", "a/b/c", true), ("a/*/c", "a/b/x/c", false),
      ("a/**/c", "a/c", true), ("a/**/c", "a/b/x/c", true), ("./a/b", "a/b", true), ("*a*b*", "xaxxbx", true),
      ("*a*b", "xaxxbx", false), ("a*", "", false), (".ci/**", ".ci/run", true),
      ("*", "anything/at/all", true),
      // What follows a `**` must still match: `**` does not take the rest of the pattern with it.
      ("**/Fixtures/**", "Tools/Tests/a.json", false), ("a/**/c", "a/b/d", false),
      ("**/*.md", "a/b.swift", false),
      // A lone `/` anchors nothing: it names no file (not the whole tree, as `/` + `**` would).
      ("/", "Makefile", false), ("/", "docs/a.md", false),
    ]
    for (pattern, path, expected) in cases {
      #expect(PathPattern(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }
  }
}
