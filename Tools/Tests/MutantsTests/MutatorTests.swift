import XCTest

@testable import Mutants

final class MutatorTests: XCTestCase {
  private func mutants(_ source: String, _ operators: Set<MutationOperator> = Set(MutationOperator.allCases))
    -> [String]
  {
    Mutator(module: "M", file: "F.swift", source: source).mutants(operators).map {
      "\($0.mutation.rawValue): " + $0.mutatedLines.joined(separator: "⏎")
    }
  }

  func testRelationalAndLogicalOperatorsFlipOneAtATime() {
    XCTAssertEqual(
      mutants("let ok = a < b && c == d\n", [.flipRelational, .flipLogical]),
      [
        "flip-relational: let ok = a <= b && c == d",
        "flip-logical: let ok = a < b || c == d",
        "flip-relational: let ok = a < b && c != d",
      ])
  }

  func testCommentsStringsAndDeclarationsAreLeftAlone() {
    let source = """
      // if a < b {
      /* a == b /* nested */ a != b */
      let text = "a < b \\(x == y)"
      let raw = #"a < "b" c > d"#
      let block = \"\"\"
        a <= b
        \"\"\"
      static func < (lhs: T, rhs: T) -> Bool
      extension A where B == C {}

      """
    XCTAssertEqual(mutants(source, [.flipRelational, .negateCondition]), [])
  }

  func testConditionsAreNegatedUnlessTheyBind() {
    let source = """
      if count > 0 {
      }
      if let x = y {
      }
      guard a, b else { return }
      while !done {
      }

      """
    XCTAssertEqual(
      mutants(source, [.negateCondition]),
      ["negate-condition: if !(count > 0) {", "negate-condition: while !(!done) {"])
  }

  func testANonBindingGuardIsDroppedWithItsElseBlock() {
    let source = "func f() {\n  guard ok else {\n    return\n  }\n  run()\n}\n"
    let dropped = Mutator(module: "M", file: "F.swift", source: source).mutants([.dropGuard])
    XCTAssertEqual(dropped.count, 1)
    XCTAssertEqual(dropped.first?.originalLines, ["  guard ok else {", "    return", "  }"])
    XCTAssertEqual(
      String(decoding: dropped[0].apply(to: Array(source.utf8)), as: UTF8.self), "func f() {\n  run()\n}\n")
  }

  func testOffByOneInIndexArithmeticAndRanges() {
    XCTAssertEqual(
      mutants(
        "let i = index + 1\nlet r = 0..<n\nlet s = a...b\nlet t = x + 10\nfunc f(_ v: Int...) {}\n",
        [.offByOne]),
      ["off-by-one: let i = index", "off-by-one: let r = 0...n", "off-by-one: let s = a..<b"])
  }

  func testCancellationsAreRemovedEachInItsOwnWay() {
    let source = """
      return .merge(child, parent, .cancel(id: id))
      return .cancel(id: CancelID.fact)
      return .run { _ in }
        .cancellable(id: id, cancelInFlight: true)
      task.cancel()
      case let .cancellable(id, flag, inner):

      """
    XCTAssertEqual(
      mutants(source, [.removeCancel]),
      [
        "remove-cancel: return .merge(child, parent)",
        "remove-cancel: return .none",
        "remove-cancel: return .run { _ in }",
        "remove-cancel:   .cancellable(id: id, cancelInFlight: false)",
        "remove-cancel: ",
      ])
  }

  func testCleanupCallsArePlainStatementsOnly() {
    let source = """
      items.removeAll()
      let x = items.removeLast()
      stack.popLast()
      log.record(x)
      builder
        .reset()

      """
    let found = Mutator(module: "M", file: "F.swift", source: source).mutants([.removeCleanupCall])
    XCTAssertEqual(found.map(\.originalLines), [["items.removeAll()"], ["stack.popLast()"]])
  }

  func testPopToAndPopPastSwapAndEndsSwap() {
    XCTAssertEqual(
      mutants("nav.popTo(tag)\nlet a = list.first\nlet b = list.firstIndex(of: 1)\n", [.swapPop, .swapEnds]),
      ["swap-pop: nav.popPast(tag)", "swap-ends: let a = list.last"])
  }

  func testBareCalleeRecognisesOnlyASingleCall() {
    XCTAssertEqual(Mutator.bareCallee("try? store.cancel(id: 1)"), "store.cancel")
    XCTAssertNil(Mutator.bareCallee("a(1) + b(2)"))
    XCTAssertNil(Mutator.bareCallee("x = f()"))
  }

  func testTheSeededOrderIsAStablePermutation() {
    let items = Array(0..<50)
    let first = Sampler.shuffled(items, seed: 17)
    XCTAssertEqual(first, Sampler.shuffled(items, seed: 17))
    XCTAssertNotEqual(first, Sampler.shuffled(items, seed: 18))
    XCTAssertEqual(first.sorted(), items)
  }

  func testRulesParseModulesAndEquivalentsAndNameTheBadLine() throws {
    let rules = try MutantsRules.parse(
      """
      # comment
      module Calc . CalcTests Sources/Calc
      equivalent Sources/Calc/Calc.swift flip-relational 12 | if a < b { | a == b never happens here

      """, file: "mutants.rules")
    XCTAssertEqual(
      rules.modules,
      [.init(name: "Calc", package: ".", testFilter: "CalcTests", sources: ["Sources/Calc"], line: 2)])
    XCTAssertEqual(rules.equivalents.first?.reason, "a == b never happens here")
    XCTAssertThrowsError(try MutantsRules.parse("module Calc .\n", file: "r")) {
      XCTAssertTrue("\($0)".hasPrefix("r:1: error: expected 'module"), "\($0)")
    }
    XCTAssertThrowsError(try MutantsRules.parse("\nequivalent F.swift bogus 1 | x | y\n", file: "r")) {
      XCTAssertTrue("\($0)".hasPrefix("r:2: error:"), "\($0)")
    }
  }

  /// Windows line endings read as the same lines ("\r\n" is one character in Swift).
  func testRulesWithWindowsLineEndingsReadTheSame() throws {
    let text =
      "# c\nmodule Calc . CalcTests Sources/Calc\nequivalent F.swift drop-guard 3 | guard x else { | why\n"
    XCTAssertEqual(
      try MutantsRules.parse(text.replacingOccurrences(of: "\n", with: "\r\n"), file: "r"),
      try MutantsRules.parse(text, file: "r"))
  }

  /// One name, two `module` lines: refused naming both lines, not run twice.
  func testAModuleDeclaredTwiceIsRefusedNamingTheFirstLine() {
    let text =
      "module Calc . CalcTests Sources/Calc\n# more\nmodule Calc . CalcTests Sources/Calc/Calc.swift\n"
    XCTAssertThrowsError(try MutantsRules.parse(text, file: "r")) {
      XCTAssertEqual("\($0)", "r:3: error: module 'Calc' is already declared on line 1")
    }
  }

  /// An equivalent is stale when no mutant of its file matches it any more, or its file is gone;
  /// only equivalents of the sources asked about are judged.
  func testEquivalentsThatMatchNoMutantAreStale() throws {
    let source = "func f(a: Int, b: Int) -> Bool {\n  if a < b { return true }\n  return false\n}\n"
    let mutants = Mutator(module: "Calc", file: "Sources/Calc/F.swift", source: source).mutants(
      Set(MutationOperator.allCases))
    let relational = try XCTUnwrap(mutants.first { $0.mutation == .flipRelational })
    let rules = try MutantsRules.parse(
      """
      equivalent Sources/Calc/F.swift flip-relational \(relational.column) | if a < b { return true } | current
      equivalent Sources/Calc/F.swift flip-relational \(relational.column) | if a <= b { return true } | changed
      equivalent Sources/Calc/Gone.swift drop-guard 3 | guard x else { return } | the file is gone
      equivalent Sources/Other/G.swift drop-guard 3 | guard x else { return } | not asked about

      """, file: "r")
    XCTAssertTrue(rules.equivalents[0].matches(relational))
    XCTAssertEqual(rules.staleEquivalents(under: ["Sources/Calc"], mutants: mutants).map(\.line), [2, 3])
    XCTAssertEqual(rules.staleEquivalents(under: ["Sources/Calc/F.swift"], mutants: mutants).map(\.line), [2])
  }

  func testACommandPastItsLimitIsStoppedAndReportedAsTimedOut() {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mutants-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let run = CommandRun.run(["sleep", "30"], in: "/", timeout: 1, log: log)
    XCTAssertEqual(run.outcome, .timedOut)
    XCTAssertLessThan(run.seconds, 10)
  }

  /// This repository's own mutants.rules, saved with CRLF or CR-only line endings, is the same
  /// modules and equivalents, line numbers included.
  func testThisRepositorysRulesReadTheSameWithEveryLineEnding() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("mutants.rules"), encoding: .utf8)
    let lf = try MutantsRules.parse(text, file: "mutants.rules")
    XCTAssertGreaterThan(lf.modules.count, 10)
    XCTAssertGreaterThan(lf.equivalents.count, 10)
    for ending in ["\r\n", "\r"] {
      XCTAssertEqual(
        try MutantsRules.parse(text.replacingOccurrences(of: "\n", with: ending), file: "mutants.rules"), lf)
    }
  }
}
