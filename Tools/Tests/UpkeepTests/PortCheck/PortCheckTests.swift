import Foundation
import Testing

@testable import Upkeep

/// The public symbols against the table, and the uses of shim-only API outside the shim.
@Suite struct PortCheckTests {
  let table = """
    same ThirdPartyShim Store ComposableArchitecture
    same ThirdPartyShim Store.send(_:) ComposableArchitecture
    shim-only ThirdPartyShim StoreLaunch launch steps
    shim-only ThirdPartyShim Reducer._makeReduce() builds a body once
    shim-only ThirdPartyShim Store.label the reducer's name
    shim-only ThirdPartyShim IdentifiedArray.removeSubrange(from:) drops a tail
    shim-only ThirdPartyShim TestFailures.collect(_:) collects failures
    renamed ThirdPartyShim reportRuntimeWarning(_:) IssueReporting reportIssue(_:)
    renamed ThirdPartyShim DependencyValues.current Dependencies DependencyValues._current
    renamed ThirdPartyShim CasePathable.casePath(_:) CasePaths AnyCasePath(_:)
    same ThirdPartyShim CasePathable CasePaths
    same ThirdPartyShim Label SwiftUI
    shim-only ThirdPartyShim Shared.send(_:) a name upstream spells too
    """

  func fixture() throws -> PortCheckFixture {
    let fixture = try PortCheckFixture()
    try fixture.writeGraph(
      "ThirdPartyShim",
      [
        fixture.symbol("Store", kind: "swift.class"),
        fixture.symbol("Store.send(_:)"),
        fixture.symbol("StoreLaunch", kind: "swift.enum"),
        fixture.symbol("Reducer._makeReduce()"),
        fixture.symbol("Store.label", kind: "swift.property"),
        fixture.symbol("IdentifiedArray.removeSubrange(from:)"),
        fixture.symbol("TestFailures.collect(_:)", kind: "swift.type.method"),
        fixture.symbol("reportRuntimeWarning(_:)", kind: "swift.func"),
        fixture.symbol("DependencyValues.current", kind: "swift.type.property"),
        fixture.symbol("CasePathable", kind: "swift.protocol"),
        fixture.symbol("CasePathable.casePath(_:)", kind: "swift.type.method"),
        fixture.symbol("Label", kind: "swift.struct"),
        fixture.symbol("Shared.send(_:)"),
        // Not public API: never needs a row.
        fixture.symbol("Store.core", access: "internal"),
        fixture.symbol("RootCore", access: "package"),
        fixture.symbol("Store.==(_:_:)", synthesized: true),
      ])
    try fixture.write("porting.rules", table)
    return fixture
  }

  @Test func aTableThatCoversEveryPublicSymbolAndCleanSourcesPass() throws {
    let fixture = try fixture()
    try fixture.write("Packages/Core/Sources/Core/Clean.swift", "let store = Store()\nstore.send(.tapped)\n")
    let check = try fixture.check()
    #expect(check.findings == [])
    #expect(check.counts == PortCheck.Counts(same: 4, renamed: 3, shimOnly: 6))
    #expect(check.symbols.count == 13, "internal, package and synthesized symbols are not API")
  }

  @Test func aPublicSymbolWithoutARowIsNamedWhereItIsDeclared() throws {
    let fixture = try fixture()
    try fixture.writeGraph(
      "ThirdPartyShim",
      [fixture.symbol("Store", kind: "swift.class"), fixture.symbol("Store.newThing", line: 41)],
      file: "ThirdPartyShim@Swift.symbols.json")
    let findings = try fixture.check().findings
    #expect(
      findings.contains {
        $0.hasPrefix(
          "Packages/ThirdPartyShim/Sources/ThirdPartyShim/Store.swift:42:1: error: public ThirdPartyShim Store.newThing has no row"
        )
          && $0.hasSuffix("[no-row]")
      }, "\(findings)")
  }

  @Test func aRowNamingNoSymbolIsStale() throws {
    let fixture = try fixture()
    try fixture.write("porting.rules", table + "\nsame ThirdPartyShim Store.gone ComposableArchitecture\n")
    let findings = try fixture.check().findings
    #expect(findings.count == 1)
    #expect(
      findings[0].contains("porting.rules:14:1: error: ThirdPartyShim Store.gone names no public symbol"))
    #expect(findings[0].hasSuffix("[stale-row]"))
  }

  @Test func shimOnlyUsesAreFoundInCodeNotInCommentsOrStrings() throws {
    let fixture = try fixture()
    try fixture.write(
      "Packages/Core/Sources/Core/Uses.swift",
      """
      // StoreLaunch and _makeReduce in a comment do not count
      let text = "StoreLaunch._register"
      let reduce = reducer._makeReduce()
      StoreLaunch.phase
      let name = store.label
      let label = "local names are not members"
      items.removeSubrange(from: 3)
      array.removeSubrange(0..<2)
      let failures = await TestFailures.collect { }
      """)
    let uses = try fixture.check().uses
    #expect(uses.map(\.name) == ["_makeReduce", "StoreLaunch", "label", "removeSubrange", "collect"])
    #expect(uses.map(\.line) == [3, 4, 5, 7, 9])
    #expect(uses[0].column == 22)
  }

  @Test func renamedSpellingsAreUsesToo() throws {
    let fixture = try fixture()
    try fixture.write(
      "Packages/Core/Sources/Core/Renamed.swift",
      """
      reportRuntimeWarning("x")
      let values = DependencyValues.current
      let other = Test.current
      let path = Action.casePath(\\.payment)
      """)
    let check = try fixture.check()
    #expect(check.uses.map(\.name) == ["reportRuntimeWarning", "current", "casePath"])
    #expect(
      check.uses.map(\.upstream) == ["reportIssue(_:)", "DependencyValues._current", "AnyCasePath(_:)"])
    #expect(
      check.findings.first
        == "Packages/Core/Sources/Core/Renamed.swift:1:1: error: reportRuntimeWarning is the shim's spelling of ThirdPartyShim reportRuntimeWarning(_:): upstream writes reportIssue(_:) [renamed-use]"
    )
  }

  @Test func generatedCasePathFilesBuildOutputAndLinkedFoldersAreNotRead() throws {
    let fixture = try fixture()
    try fixture.write("Packages/Core/Sources/Core/Action+CasePaths.swift", "StoreLaunch\n")
    try fixture.write("Packages/Core/.build/checkouts/X.swift", "StoreLaunch\n")
    try fixture.write("Elsewhere/Linked.swift", "StoreLaunch\n")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root.appendingPathComponent("Packages/Core/Sources/link").path,
      withDestinationPath: fixture.root.appendingPathComponent("Elsewhere").path)
    #expect(try fixture.check().uses == [])
  }

  @Test func aNameUpstreamSpellsTooIsListedAsUnchecked() throws {
    let fixture = try fixture()
    try fixture.write("Packages/Core/Sources/Core/Send.swift", "shared.send(1)\n")
    let check = try fixture.check()
    #expect(check.uses == [])
    #expect(check.unchecked == ["send"])
    #expect(check.summary.contains("not checked in sources, upstream API spells them too: send"))
  }

  @Test func theBaselineAllowsKnownUsesAndFailsOnOneMoreOrOneLess() throws {
    let fixture = try fixture()
    let file = "Packages/Core/Sources/Core/Uses.swift"
    try fixture.write(file, "StoreLaunch.a\nStoreLaunch.b\n")
    try fixture.write("porting.baseline", "# known\n\(file) StoreLaunch 2\n")
    #expect(try fixture.check(baseline: "porting.baseline").findings == [])

    try fixture.write(file, "StoreLaunch.a\nStoreLaunch.b\nStoreLaunch.c\n")
    let more = try fixture.check(baseline: "porting.baseline").findings
    #expect(more.count == 3, "every use of the pair is listed: which one is new cannot be told")
    #expect(more.allSatisfy { $0.hasSuffix("[shim-only-use]") })

    try fixture.write(file, "StoreLaunch.a\n")
    let fewer = try fixture.check(baseline: "porting.baseline").findings
    #expect(fewer.count == 1)
    #expect(fewer[0].contains("uses StoreLaunch 1 time(s), the baseline allows 2: run `make port-baseline`"))
    #expect(fewer[0].hasSuffix("[stale-baseline]"))
  }

  @Test func aMalformedBaselineLineNamesItsLine() throws {
    let fixture = try fixture()
    try fixture.write("porting.baseline", "a.swift StoreLaunch two\n")
    #expect {
      try fixture.check(baseline: "porting.baseline")
    } throws: { error in
      "\(error)".hasSuffix(
        "porting.baseline:1: a baseline line is `<path> <name> <count>`, not 'a.swift StoreLaunch two'")
    }
  }

  @Test func draftRowsGuessTheUpstreamModuleAndMarkUnderscoredNamesShimOnly() throws {
    let fixture = try fixture()
    try fixture.writeGraph(
      "ThirdPartyShim",
      [
        fixture.symbol(
          "Shared.newMember", file: "Packages/ThirdPartyShim/Sources/ThirdPartyShim/Sharing/Shared.swift"),
        fixture.symbol("Store._hook"),
      ], file: "ThirdPartyShim@Swift.symbols.json")
    #expect(
      try fixture.check().missingRows
        == "same ThirdPartyShim Shared.newMember Sharing\nshim-only ThirdPartyShim Store._hook TODO: why the shim has it\n"
    )
  }
}
