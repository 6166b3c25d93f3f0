import AppShell
import Foundation
import XCTest

@testable import App

/// `app map` in-process: `--write` then `--check` passes; a baseline that differs fails with
/// its `-`/`+` lines; bad arguments and an unreadable rules file exit 2.
@MainActor
final class MapCommandTests: XCTestCase {
  var root: URL!

  override func setUp() async throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("map-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDown() async throws {
    try FileManager.default.removeItem(at: root)
  }

  private func run(_ arguments: [String]) async -> (code: Int32, console: RecordingConsole) {
    let console = RecordingConsole()
    let code = await MapCommand.run(arguments + ["--root", root.path], console: console)
    return (code, console)
  }

  func testWriteThenCheckPassesAndADriftedBaselineFailsWithItsLines() async throws {
    let small = ["shop", "--per-screen", "1"]
    let written = await run(small + ["--write"])
    XCTAssertEqual(written.code, 0, written.console.errors.joined(separator: "\n"))
    for file in ["docs/navigation/shop.map", "docs/navigation/shop.svg", "docs/navigation/shop.json"] {
      XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), file)
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("docs/navigation.md").path),
      "the document shows every app, so one app alone does not write it")
    let clean = await run(small + ["--check"])
    XCTAssertEqual(clean.code, 0, clean.console.text)
    XCTAssertTrue(clean.console.text.contains("no problems, no drift"), clean.console.text)

    let baseline = root.appendingPathComponent("docs/navigation/shop.map")
    var lines = try String(contentsOf: baseline, encoding: .utf8).split(separator: "\n").map(String.init)
    let removed = try XCTUnwrap(lines.first { $0.hasPrefix("edge Home -- tap Buy") })
    lines.removeAll { $0 == removed }
    lines.append("edge Home -- tap Gift card -> GiftCard")
    try (lines.joined(separator: "\n") + "\n").write(to: baseline, atomically: true, encoding: .utf8)
    let drifted = await run(small + ["--check"])
    XCTAssertEqual(drifted.code, 1)
    XCTAssertTrue(
      drifted.console.text.contains("shop: drift: docs/navigation/shop.map differs"), drifted.console.text)
    XCTAssertTrue(drifted.console.lines.contains("  +\(removed)"), drifted.console.text)
    XCTAssertTrue(
      drifted.console.lines.contains("  -edge Home -- tap Gift card -> GiftCard"), drifted.console.text)
  }

  func testTheMapPrintsInEachFormat() async {
    for (format, start) in [("map", "app shop"), ("mermaid", "```mermaid"), ("json", "{"), ("svg", "<svg ")] {
      let printed = await run(["shop", "--depth", "1", "--format", format])
      XCTAssertEqual(printed.code, 0)
      XCTAssertTrue(printed.console.text.hasPrefix(start), "\(format): \(printed.console.text.prefix(80))")
      XCTAssertTrue(
        printed.console.errors.first?.hasPrefix("shop: ") ?? false, "the summary goes to standard error")
    }
  }

  func testBadArgumentsAndAnUnreadableRulesFileExit2() async throws {
    for arguments in [["--format", "png"], ["--write", "--check"], ["shop", "--depth", "0"], ["shelf"]] {
      let result = await run(arguments)
      XCTAssertEqual(result.code, 2, "\(arguments)")
    }
    try "deep-link-only shop Receipt\n".write(
      to: root.appendingPathComponent("navigation.rules"), atomically: true, encoding: .utf8)
    let result = await run(["shop", "--check"])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(
      result.console.errors.joined().contains("navigation.rules:1:"), result.console.errors.joined())
  }

  func testTheAppNamesMapOnItsCommandLine() throws {
    XCTAssertEqual(try Arguments(["map", "shop", "--check"]).mode, .map(["shop", "--check"]))
    XCTAssertTrue(Arguments.usage.contains("app map"))
  }
}
