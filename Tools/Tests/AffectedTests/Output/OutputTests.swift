import BlockingTestSupport
import CheckImports
import Foundation
import Testing

@testable import Affected

/// The formats: sorted, stable, and each saying what the issue asks of it.
@Suite(.serialized, .blocksItsThread) struct OutputTests {
  static func changedReceipt() -> GitFixture {
    let repo = GitFixture.standard()
    repo.write("Packages/Features/Receipt/Sources/Receipt/Receipt.swift", "// edit\n")
    repo.write("README.md", "# edited\n")
    repo.commit()
    return repo
  }

  @Test func everyFormatIsIdenticalRunToRun() {
    let repo = Self.changedReceipt()
    for format in ["human", "json", "lines", "filter", "github-matrix"] {
      let first = repo.affected(["--base", "main", "--format", format])
      let second = repo.affected(["--base", "main", "--format", format])
      #expect(first.status == 0)
      #expect(first.out == second.out, "\(format)")
    }
  }

  @Test func jsonHasTheFieldsTheIssueNames() {
    let repo = Self.changedReceipt()
    let json = repo.affectedJSON(["--base", "main"])
    #expect(
      Set(json.keys) == [
        "base", "head", "all", "allReasons", "changed", "targets", "testCommands", "units", "skippedUnits",
        "removed",
        "rootPackage",
      ])
    #expect(
      json["base"] as? String == repo.git("rev-parse", "main").trimmingCharacters(in: .whitespacesAndNewlines)
    )
    #expect(
      json["head"] as? String == repo.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    )
    #expect(json["rootPackage"] as? Bool == true)
    let target = (json["targets"] as! [[String: Any]])[0]
    #expect(Set(target.keys) == ["package", "name", "test", "reason", "cause"])
    let unit = (json["units"] as! [[String: Any]]).first { $0["name"] as? String == "." }
    #expect(unit?["kind"] as? String == "root")
    #expect(unit?["testTargets"] as? [String] == ["AppTests"])
    #expect(unit?["allTestTargets"] as? [String] == ["AppTests"])
    #expect(unit?["inRootBuild"] as? Bool == true)
  }

  /// `--json-output`: one run prints its format and writes exactly what `--format json` prints
  /// (make test-affected shows the report and plans the tests from it); a file it cannot write
  /// is bad input naming it, and --explain, which prints no report, refuses it.
  @Test func jsonOutputWritesTheJsonFormatBesideThePrintedOne() throws {
    let repo = Self.changedReceipt()
    let path = "\(repo.root)/out/plan/affected.json"
    let human = repo.affected(["--base", "main"])
    let both = repo.affected(["--base", "main", "--json-output", path])
    #expect(both.status == 0)
    #expect(both.out == human.out)
    #expect(both.err == human.err)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == repo.affected(["--base", "main", "--format", "json"]).out)
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(repo.root)/out/plan") == ["affected.json"])
    let lines = repo.affected(["--base", "main", "--format", "lines", "--json-output", path])
    #expect(lines.out == repo.affected(["--base", "main", "--format", "lines"]).out)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
    let unwritable = repo.affected([
      "--base", "main", "--json-output", "\(repo.root)/README.md/affected.json",
    ])
    #expect(unwritable.status == 2)
    #expect(
      unwritable.err
        == "affected: error: \(repo.root)/README.md/affected.json: cannot write the json report (--json-output)\n"
    )
    #expect(unwritable.out == "")
    let explain = repo.affected(["--base", "main", "--explain", "Receipt", "--json-output", path])
    #expect(explain.status == 2)
    #expect(
      explain.err
        == "affected: usage error: --json-output writes the report, which --explain does not print: use one or the other\n"
    )
  }

  @Test func linesFilterAndMatrix() {
    let repo = Self.changedReceipt()
    #expect(
      repo.affected(["--base", "main", "--format", "lines"]).out
        == "App\nAppTests\nCheckout\nCheckoutTests\nReceipt\nReceiptTests\nShop\nShopTests\n")
    #expect(
      repo.affected(["--base", "main", "--format", "filter"]).out
        == "^(AppTests|CheckoutTests|ReceiptTests|ShopTests)\\.\n")
    #expect(
      repo.affected(["--base", "main", "--format", "github-matrix"]).out
        == #"{"include":[{"command":"swift build --build-tests && swift test --skip-build --filter '^(AppTests)\\.'","unit":"."},"#
        + #"{"command":"swift test --package-path Packages/Features/Checkout --scratch-path .build","unit":"Packages/Features/Checkout"},"#
        + #"{"command":"swift test --package-path Packages/Features/Receipt --scratch-path .build","unit":"Packages/Features/Receipt"},"#
        + #"{"command":"swift test --package-path Packages/Flows/Shop --scratch-path .build","unit":"Packages/Flows/Shop"}]}"#
        + "\n")
  }

  @Test func humanGroupsByPackageWithTheChainAndListsTwinsOnce() {
    let repo = Self.changedReceipt()
    let out = repo.affected(["--base", "main"]).out
    let base = repo.git("rev-parse", "main").prefix(12)
    #expect(out.hasPrefix("base \(base) (merge-base of main and HEAD), head "))
    #expect(out.contains("changed: 2 files\n"))
    #expect(
      out.contains(
        "  Packages/Features/Receipt/Sources/Receipt/Receipt.swift  → Packages/Features/Receipt:Receipt\n"))
    #expect(
      out.contains(
        "  README.md                                                → nothing (affected.rules:2: nothing *.md)\n"
      ))
    #expect(out.contains("affected: 8 targets in 4 packages\n"))
    #expect(out.contains("  .\n    App              Receipt ← Checkout ← Shop ← App\n"))
    #expect(out.contains("  Packages/Flows/Shop\n    Shop              Receipt ← Checkout ← Shop\n"))
    #expect(out.contains("    ShopTests (test)  Receipt ← Checkout ← Shop ← ShopTests\n"))
    #expect(out.components(separatedBy: "ShopTests (test)").count == 2)
    #expect(
      out.contains(
        "skipped units: Packages/Core (no affected test target), Packages/Features/Home (no affected test target)"
      ))
    #expect(
      out.hasSuffix(
        "test commands:\n  swift test --filter '^(AppTests|ShopTests)\\.'\n"
          + "  swift test --package-path Packages/Features/Checkout --scratch-path .build\n"
          + "  swift test --package-path Packages/Features/Receipt --scratch-path .build\n"))
  }

  @Test func explainSaysWhyNot() {
    let repo = Self.changedReceipt()
    let home = repo.affected(["--base", "main", "--explain", "Packages/Features/Home:Home"])
    #expect(home.status == 0)
    #expect(
      home.out
        == "Home (Packages/Features/Home) is not affected: none of the 1 targets it depends on, directly or not,"
        + " holds a changed file:\n    Packages/Shim:Shim\n")
    let shim = repo.affected(["--base", "main", "--explain", "Shim"]).out
    #expect(
      shim
        == "Shim (Packages/Shim) is not affected: it depends on no other target, and no changed file is in it.\n"
    )
    let twins = repo.affected(["--base", "main", "--explain", "ShopTests"]).out
    #expect(twins.contains("ShopTests (root package) is affected:"))
    #expect(twins.contains("ShopTests (Packages/Flows/Shop) is affected:"))
    #expect(
      twins.contains(
        "  Packages/Features/Receipt/Sources/Receipt/Receipt.swift changed → Packages/Features/Receipt:Receipt\n"
      ))
    let owner = repo.affected(["--base", "main", "--explain", "Receipt"]).out
    #expect(owner.contains("(Receipt holds the changed file, or its package's manifest or pins changed)"))
    repo.write("Makefile", "x:\n")
    let all = repo.affected(["--base", "main", "--uncommitted", "--explain", "Shim"]).out
    #expect(all.hasPrefix("Shim (Packages/Shim) is affected: everything is, because of Makefile\n"))
    #expect(all.contains("  Makefile → everything (affected.rules:3: everything Makefile)\n"))
  }

  @Test func allNeedsNoHistory() {
    let repo = GitFixture.standard()
    repo.git("branch", "-m", "main", "trunk")
    let json = repo.affectedJSON(["--all"])
    #expect(json["all"] as? Bool == true)
    #expect(json["allReasons"] as? [String] == ["--all"])
    #expect(json["base"] is NSNull)
    #expect(
      (json["units"] as! [[String: Any]]).map { $0["name"] as! String } == [
        ".", "Packages/Core", "Packages/Features/Checkout", "Packages/Features/Home",
        "Packages/Features/Receipt",
        "Packages/Flows/Shop", "Packages/Shim", "Tools",
      ])
  }

  /// The root's unit runs first (the packages it declares may run from its build), then the rest
  /// by name, whatever order they come in and however their names sort against `.`.
  @Test func theRootsUnitComesFirstThenTheOthersByName() {
    func unit(_ name: String, _ kind: TestUnit.Kind) -> TestUnit {
      TestUnit(name: name, kind: kind, testTargets: ["T"], allTestTargets: ["T"], inRootBuild: false)
    }
    let units = [
      unit("Tools", .standalone), unit("Packages/Home", .package), unit("+Legacy", .package),
      unit(".", .root), unit("Packages/Core", .package),
    ]
    #expect(
      CommandPlan(units: units, hasRootPackage: true).steps.map(\.unit) == [
        ".", "+Legacy", "Packages/Core", "Packages/Home", "Tools",
      ])
  }

  /// `tools affected bench` reads its own options (the benchmark itself runs from make bench-tools).
  @Test func benchOptionsAreCheckedBeforeAnythingRuns() {
    for (arguments, message) in [
      (["bench", "--modules"], "affected bench: usage error: --modules needs a value (N)\n"),
      (["bench", "--frob", "1"], "affected bench: usage error: unknown option '--frob' (see --help)\n"),
      (
        ["bench", "--files", "0"],
        "affected bench: usage error: --files needs a whole number ≥ 1, not '0'\n"
      ),
    ] {
      let capture = Capture()
      let status = AffectedCommand.run(
        arguments: arguments,
        console: Console(out: { capture.out($0) }, err: { capture.err($0) }, isTerminal: false),
        loader: CommentLoader())
      #expect(status == 2, "\(arguments)")
      #expect(capture.stderr == message, "\(arguments)")
      #expect(capture.stdout == "", "\(arguments)")
    }
  }

  /// The generated tree lives in the tools' cache, so TOOLS_CACHE_DIR moves it with every other cache.
  @Test func benchTreeIsInTheToolsCache() {
    #expect(
      Benchmark.tree(root: "/repo", modules: 7, environment: [:]) == "/repo/.tools-cache/bench/affected-7")
    #expect(
      Benchmark.tree(root: "/repo", modules: 7, environment: ["TOOLS_CACHE_DIR": "/elsewhere"])
        == "/elsewhere/bench/affected-7")
  }

  @Test func theManifestCacheIsSharedAndAWarmRunLoadsNothing() {
    let repo = Self.changedReceipt()
    _ = repo.affected(["--base", "main"])
    let calls = repo.loader.calls
    #expect(calls == 8)
    _ = repo.affected(["--base", "main"])
    #expect(repo.loader.calls == calls)
    _ = repo.affected(["--base", "main", "--no-cache"])
    #expect(repo.loader.calls == calls + 8)
  }
}
