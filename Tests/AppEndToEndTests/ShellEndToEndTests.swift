import Foundation
import XCTest

/// The command line and the shell around the apps: the launcher, help, exit codes, messages
/// for unknown and impossible commands, and the transcript command.
final class ShellEndToEndTests: XCTestCase {
  func testTheLauncherAsksUntilAnAppIsNamed() throws {
    let result = try AppProcess.run([], input: "chess\n1\nshow nav\nquit\n")
    assertClean(result)
    assertContains(
      result.stdout, "Which app?", "1. shop", "2. bookshelf", "Type 1 or shop, 2 or bookshelf",
      "Shop: the Flow pattern's ShopFlow", "nav.items: []")
  }

  func testInteractiveInputKeepsRunningAfterMistakes() throws {
    let result = try AppProcess.run(["shop"], input: "fly away\ntap Nope\nback\nhelp\ntap Buy\n")
    assertClean(result)
    let steps = result.steps
    assertContains(steps["fly away"]?.text, "Unknown command “fly”. Type `help` for the commands.")
    assertContains(
      steps["tap Nope"]?.text, "Cannot tap Nope: no button “Nope” on this screen.",
      "Possible: tap Coffee grinder")
    assertContains(steps["back"]?.text, "nothing to go back to")
    assertContains(steps["help"]?.text, "tap LABEL", "show nav", "fail", "Possible now: 1. tap Coffee grinder")
    assertContains(steps["tap Buy"]?.last, "≡ Shop › Checkout")
  }

  func testAFailingScriptLineExitsNonZeroNamingTheLine() throws {
    let result = try AppProcess.script(["shop"], "# buy\ntap Buy\n\ntap Pay\ntap Continue\n")
    assertClean(result, status: 1)
    assertContains(result.stderr, "script.txt:4: error: `tap Pay`: Cannot tap Pay: no button “Pay” on this screen.")
    XCTAssertNil(result.steps["tap Continue"], "the script stopped at the failure")
  }

  func testUsageAndBadArguments() throws {
    let help = try AppProcess.run(["--help"])
    assertClean(help)
    assertContains(help.stdout, "usage: app [shop|bookshelf]", "app preview [FEATURE]", "--data-dir")
    for arguments in [["chess"], ["shop", "--url"], ["shop", "--url", "not a url"], ["--frobnicate"]] {
      let result = try AppProcess.run(arguments)
      assertClean(result, status: 2)
      assertContains(result.stderr, "usage: app")
    }
    let missing = try AppProcess.run(["shop", "--script", "/nonexistent/script.txt"])
    assertClean(missing, status: 2)
    assertContains(missing.stderr, "cannot read the script /nonexistent/script.txt")
  }

  func testAScriptCanNameItsAppAndTheDataFolderComesFromTheEnvironment() throws {
    let data = try TemporaryDirectory.make()
    defer { try? FileManager.default.removeItem(at: data) }
    let result = try AppProcess.script(
      [], "# app: bookshelf\ntap To read (2)\n", environment: ["BOOKSHELF_DATA_DIR": data.path])
    assertClean(result)
    assertContains(result.stdout, "Data: \(data.path)/library.json", "≡ Library › To read")
  }

  func testTheTourScriptsProduceTheTranscript() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let work = try TemporaryDirectory.make()
    defer { try? FileManager.default.removeItem(at: work) }
    let out = work.appendingPathComponent("transcript.md")
    let scripts = ["tour-shop.txt", "tour-bookshelf.txt"].map {
      root.appendingPathComponent("App/Scripts/\($0)").path
    }
    let result = try AppProcess.run(
      ["transcript", "--out", out.path] + scripts, directory: work, timeout: 30)
    assertClean(result)
    let transcript = try String(contentsOf: out, encoding: .utf8)
    assertContains(transcript, "# A session with the App", "## `app shop --script", "## `app bookshelf --script")
  }
}
