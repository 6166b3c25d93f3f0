import Foundation
import Testing

@testable import Upkeep

/// `upkeep port-check`'s exit codes: 0 agreeing, 1 a finding, 2 bad usage or unreadable input.
@Suite struct PortCheckCommandTests {
  func fixture() throws -> PortCheckFixture {
    let fixture = try PortCheckFixture()
    try fixture.writeGraph(
      "ThirdPartyShim", [fixture.symbol("Store", kind: "swift.class"), fixture.symbol("StoreLaunch")])
    try fixture.writeGraph("ThirdPartyShimTesting", [])
    try fixture.write(
      "porting.rules",
      "same ThirdPartyShim Store ComposableArchitecture\nshim-only ThirdPartyShim StoreLaunch launch steps\n")
    return fixture
  }

  func run(_ fixture: PortCheckFixture, _ extra: [String]) -> Int32 {
    PortCheckCommand.run(
      arguments: [
        "--symbol-graphs", fixture.graphs.path, "--table",
        fixture.root.appendingPathComponent("porting.rules").path,
        "--root", fixture.root.path, "--sources", "Packages/Core",
      ] + extra)
  }

  @Test func agreeingIsZeroAFindingIsOne() throws {
    let fixture = try fixture()
    try fixture.write("Packages/Core/Sources/Core/A.swift", "let store = Store()\n")
    #expect(run(fixture, []) == 0)
    try fixture.write("Packages/Core/Sources/Core/B.swift", "StoreLaunch.x\n")
    #expect(run(fixture, []) == 1)
  }

  @Test func writingTheBaselineRecordsTodaysUsesAndThenPasses() throws {
    let fixture = try fixture()
    try fixture.write("Packages/Core/Sources/Core/B.swift", "StoreLaunch.x\nStoreLaunch.y\n")
    let baseline = fixture.root.appendingPathComponent("porting.baseline").path
    #expect(run(fixture, ["--baseline", baseline, "--write-baseline"]) == 0)
    #expect(
      try fixture.read("porting.baseline").hasSuffix("Packages/Core/Sources/Core/B.swift StoreLaunch 2\n"))
    #expect(run(fixture, ["--baseline", baseline]) == 0)
  }

  @Test func badUsageAndUnreadableInputAreTwo() throws {
    let fixture = try fixture()
    #expect(PortCheckCommand.run(arguments: ["--table"]) == 2)
    #expect(PortCheckCommand.run(arguments: ["--symbol-graphs", fixture.graphs.path]) == 2)
    #expect(run(fixture, ["--write-baseline"]) == 2, "--write-baseline needs --baseline")
    #expect(run(fixture, ["--bogus"]) == 2)
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("folder.rules"), withIntermediateDirectories: true)
    #expect(
      PortCheckCommand.run(
        arguments: [
          "--symbol-graphs", fixture.graphs.path, "--table",
          fixture.root.appendingPathComponent("folder.rules").path,
        ]) == 2, "a table that is a folder")
    #expect(run(fixture, ["--module", "Missing"]) == 2, "a module with no symbol graph")
    #expect(PortCheckCommand.run(arguments: ["--help"]) == 0)
  }
}
