import Foundation
import Testing

@testable import Upkeep

/// The port table: three kinds of row, each malformed row refused naming its line.
@Suite struct PortTableTests {
  @Test func eachKindOfRowReadsWithItsCounterpart() throws {
    let table = try PortTable.parse(
      """
      # a comment
      same ThirdPartyShim Store.send(_:) ComposableArchitecture
      renamed ThirdPartyShim reportRuntimeWarning(_:) IssueReporting reportIssue(_:)   # trailing
      shim-only ThirdPartyShim StoreLaunch launch steps run before a store exists
      """, file: "porting.rules")
    #expect(
      table.rows.map(\.counterpart) == [
        .same(module: "ComposableArchitecture"),
        .renamed(module: "IssueReporting", spelling: "reportIssue(_:)"),
        .shimOnly(reason: "launch steps run before a store exists"),
      ])
    #expect(table.rows.map(\.line) == [2, 3, 4])
    #expect(table.rows[0].key == PortSymbol.Key(module: "ThirdPartyShim", path: "Store.send(_:)"))
  }

  @Test func crlfCrAndAByteOrderMarkReadAsTheLfFile() throws {
    let lf = "same ThirdPartyShim Store ComposableArchitecture\nshim-only ThirdPartyShim X why\n"
    let expected = try PortTable.parse(lf, file: "t")
    #expect(try PortTable.parse(lf.replacingOccurrences(of: "\n", with: "\r\n"), file: "t") == expected)
    #expect(try PortTable.parse(lf.replacingOccurrences(of: "\n", with: "\r"), file: "t") == expected)
    #expect(try PortTable.parse("\u{FEFF}" + lf, file: "t") == expected)
  }

  @Test(arguments: [
    ("same ThirdPartyShim Store", "porting.rules:1: `same <Module> <symbol> <UpstreamModule>` takes 4 words"),
    ("same Store", "porting.rules:1: a row is"),
    ("alias ThirdPartyShim Store ComposableArchitecture", "porting.rules:1: unknown row kind 'alias'"),
    (
      "same ThirdPartyShim Store Composable",
      "porting.rules:1: 'Composable' is not a module of the TCA family"
    ),
    ("same ThirdPartyShim Store ComposableArchitecture extra", "porting.rules:1: `same <Module>"),
    ("renamed ThirdPartyShim Store Sharing", "porting.rules:1: `renamed <Module>"),
    (
      "shim-only ThirdPartyShim Store",
      "porting.rules:1: `shim-only <Module> <symbol> <reason…>` needs a reason"
    ),
  ])
  func aMalformedRowNamesItsLine(row: String, message: String) {
    #expect {
      try PortTable.parse(row, file: "porting.rules")
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  @Test func aSymbolWithTwoRowsNamesTheFirst() {
    #expect {
      try PortTable.parse(
        "same ThirdPartyShim Store ComposableArchitecture\n\nshim-only ThirdPartyShim Store why",
        file: "p")
    } throws: { error in
      "\(error)" == "p:3: ThirdPartyShim Store has a row already, at line 1"
    }
  }

  /// This repository's own porting.rules and porting.baseline, saved with CRLF or CR-only line
  /// endings, are the same rows and counts.
  @Test func thisRepositorysTableAndBaselineReadTheSameWithEveryLineEnding() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let table = try String(contentsOf: root.appendingPathComponent("porting.rules"), encoding: .utf8)
    let baseline = try String(contentsOf: root.appendingPathComponent("porting.baseline"), encoding: .utf8)
    let lfTable = try PortTable.parse(table, file: "porting.rules")
    let lfBaseline = try PortBaseline.parse(baseline, file: "porting.baseline")
    #expect(lfTable.rows.count > 400)
    for ending in ["\r\n", "\r"] {
      let other = { (text: String) in text.replacingOccurrences(of: "\n", with: ending) }
      #expect(try PortTable.parse(other(table), file: "porting.rules") == lfTable)
      #expect(try PortBaseline.parse(other(baseline), file: "porting.baseline") == lfBaseline)
    }
  }
}
