import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

/// `tools mutants` on a tiny package in a git repository: the tests catch some mutants, miss
/// others (reported with their diffs), one is reviewed as equivalent, one does not compile;
/// afterwards every file is byte-identical and git sees no change.
@Suite(.blocksItsThread) struct MutantsEndToEndTests {
  @Test func aRunCountsEachOutcomeReportsSurvivorsAndRestoresEveryFile() throws {
    let fixture = try CalcPackage.make()
    let root = fixture.url
    let source = root.appendingPathComponent("Sources/Calc/Calc.swift")
    let before = try Data(contentsOf: source)
    let result = try Run.command(
      Run.tools.path,
      [
        "mutants", "--package-path", root.path, "--all", "--out", "report", "--operator", "flip-relational",
        "--operator", "negate-condition", "--operator", "swap-ends",
        // The toolchain's modules stay out of the fixture's index: about 3 CPU-seconds less a
        // fresh build folder, and nothing here reads that index.
        "-Xswiftc", "-index-ignore-system-modules",
      ], in: root, timeout: 900)

    #expect(result.status == 1, "below 95 %: \(result.stderr)")
    let json =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("report/mutants.json"))) as? [String: Any]
    let module = (json?["modules"] as? [[String: Any]])?.first
    #expect(module?["module"] as? String == "Calc")
    #expect(module?["killed"] as? Int == 2, "\(result.stderr)")
    #expect(module?["survived"] as? Int == 1, "\(result.stderr)")
    #expect(module?["equivalent"] as? Int == 1, "\(result.stderr)")
    #expect(module?["notCompiling"] as? Int == 1, "\(result.stderr)")
    #expect(module?["timedOut"] as? Int == 0)
    #expect(json?["allRestoredByteIdentical"] as? Bool == true)
    #expect(result.stdout.contains("## Survived (1)"), "\(result.stdout)")
    #expect(result.stdout.contains("-   if value > limit { return limit }"), "\(result.stdout)")
    #expect(result.stdout.contains("+   if value >= limit { return limit }"), "\(result.stdout)")
    #expect(result.stdout.contains("| Calc | 5 | 2 | 1 | 0 | **66.7 %** | 1 | 1 |"), "\(result.stdout)")
    #expect(try Data(contentsOf: source) == before, "byte-identical")
    let status = try Run.command(
      "/usr/bin/env", ["git", "status", "--porcelain", "--", "Sources"], in: root, timeout: 60)
    #expect(status.stdout == "", "git sees no change")
  }

  @Test func listNeedsNoBuildAndBadRulesNameTheLine() throws {
    let fixture = try CalcPackage.make()
    let root = fixture.url
    let list = try Run.command(
      Run.tools.path, ["mutants", "--package-path", root.path, "--list"], in: root, timeout: 60)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.hasPrefix("Calc: "), "\(list.stdout)")
    try "module Calc .\n".write(
      to: root.appendingPathComponent("mutants.rules"), atomically: true, encoding: .utf8)
    let bad = try Run.command(
      Run.tools.path, ["mutants", "--package-path", root.path, "--list"], in: root, timeout: 60)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("mutants.rules:1: error: expected 'module"), "\(bad.stderr)")

    // A module naming a file that is not there: the rules file given, and the line.
    let other = root.appendingPathComponent("other.rules")
    try "# other\nmodule Calc . CalcTests Sources/Calc/Gone.swift\n".write(
      to: other, atomically: true, encoding: .utf8)
    let missing = try Run.command(
      Run.tools.path, ["mutants", "--package-path", root.path, "--rules", other.path, "--list"], in: root,
      timeout: 60)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains(
        "\(other.path):2: error: module Calc: no such file or folder 'Sources/Calc/Gone.swift'"),
      "\(missing.stderr)")

    // An equivalent whose code changed: a warning naming its line, and the listing still exits 0.
    try
      "module Calc . CalcTests Sources/Calc\nequivalent Sources/Calc/Calc.swift flip-relational 12 | if gone { | x\n"
      .write(to: other, atomically: true, encoding: .utf8)
    let stale = try Run.command(
      Run.tools.path, ["mutants", "--package-path", root.path, "--rules", other.path, "--list"], in: root,
      timeout: 60)
    #expect(stale.status == 0, "\(stale.stderr)")
    #expect(
      stale.stderr.contains(
        "warning: \(other.path):2: equivalent flip-relational at column 12 of Sources/Calc/Calc.swift "
          + "matches no mutant"), "\(stale.stderr)")
  }
}

/// `clamp` is tested away from its boundary (so `>` → `>=` survives), `isTiny` is reviewed as
/// equivalent for its boundary flip, and `Pair.first` has no `.last` (that mutant cannot compile).
enum CalcPackage {
  /// The package's folder goes, with SwiftPM's lock files for its builds, when the test lets go.
  static func make() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("mutants-fixture")
    let root = folder.url
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Calc",
        targets: [.target(name: "Calc"), .testTarget(name: "CalcTests", dependencies: ["Calc"])]
      )

      """,
      "Sources/Calc/Calc.swift": """
      public struct Pair { public var first = 1 }

      public func clamp(_ value: Int, to limit: Int) -> Int {
        if value > limit { return limit }
        return value
      }

      public func isTiny(_ value: Int) -> Bool { value < 3 }

      public func atLeastTwo(_ value: Int) -> Bool { value >= 2 }

      public func head(_ pair: Pair) -> Int { pair.first }

      """,
      "Tests/CalcTests/CalcTests.swift": """
      import Calc
      import XCTest

      final class CalcTests: XCTestCase {
        func testClamp() {
          XCTAssertEqual(clamp(5, to: 3), 3)
          XCTAssertEqual(clamp(1, to: 3), 1)
        }

        func testTiny() {
          XCTAssertTrue(isTiny(1))
          XCTAssertFalse(isTiny(10))
          XCTAssertTrue(atLeastTwo(2))
          XCTAssertFalse(atLeastTwo(1))
        }
      }

      """,
      "mutants.rules": """
      module Calc . CalcTests Sources/Calc
      equivalent Sources/Calc/Calc.swift flip-relational 49 | public func isTiny(_ value: Int) -> Bool { value < 3 } | no caller passes 3

      """,
      ".gitignore": ".build/\n.build-mutants/\nreport/\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixture"],
    ] {
      _ = try Run.command("/usr/bin/env", ["git"] + arguments, in: root, timeout: 60)
    }
    return folder
  }
}
