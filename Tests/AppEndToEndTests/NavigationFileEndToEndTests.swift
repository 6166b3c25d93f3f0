import Foundation
import XCTest

/// The navigation file's first-run and error paths, through the built executable: a data
/// folder that does not exist yet (given, or the default under `$HOME`), a second unreadable
/// file while the first one's copy is still there, and a saved stack entry this version
/// cannot read. Every other end-to-end test starts with an existing, empty folder.
final class NavigationFileEndToEndTests: XCTestCase {
  var root: URL!

  override func setUpWithError() throws {
    root = try TemporaryDirectory.make()
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// Asserts the run said nothing about a save that failed.
  func assertSaved(_ result: AppProcess.Result, file: StaticString = #filePath, line: UInt = #line) {
    assertClean(result, file: file, line: line)
    assertLacks(result.stderr, "could not be saved", "not saved", file: file, line: line)
  }

  /// `SHOP_DATA_DIR` names a folder (two levels of it) that is not there: the first quit
  /// creates it and saves, and the next launch comes back on the same screen.
  func testShopsFirstLaunchCreatesTheFolderItWasGiven() throws {
    let folder = root.appendingPathComponent("not/yet")
    let environment = ["SHOP_DATA_DIR": folder.path]
    let file = folder.appendingPathComponent("shop-navigation.json")
    let first = try AppProcess.script(["shop"], "tap Milk frother\ntap Buy\n", environment: environment)
    assertSaved(first)
    assertContains(first.steps.launch, "Navigation: saved to \(file.path) on quit")
    XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "saved into the new folder")

    let again = try AppProcess.script(["shop"], "", environment: environment)
    assertClean(again)
    assertContains(again.steps.launch, "Navigation: restored from \(file.path)", "≡ Shop › Checkout\n")
  }

  /// Neither app's folder given and neither default folder there yet (a new user): each
  /// saves into its default folder under `$HOME`, creating it.
  func testTheDefaultFoldersAreCreatedOnAFirstLaunch() throws {
    let environment = ["HOME": root.path, "SHOP_DATA_DIR": "", "BOOKSHELF_DATA_DIR": ""]
    let shopFile = root.appendingPathComponent(".shop-nav/shop-navigation.json")
    let shop = try AppProcess.script(["shop"], "tap Milk frother\n", environment: environment)
    assertSaved(shop)
    assertContains(shop.steps.launch, "Navigation: saved to \(shopFile.path) on quit")
    XCTAssertTrue(FileManager.default.fileExists(atPath: shopFile.path))

    let bookshelf = try AppProcess.script(
      ["bookshelf"], "tap Science fiction (3)\n", environment: environment)
    assertSaved(bookshelf)
    let bookshelfFile = root.appendingPathComponent(".bookshelf-nav/navigation.json")
    XCTAssertTrue(FileManager.default.fileExists(atPath: bookshelfFile.path))
    let again = try AppProcess.script(["bookshelf"], "", environment: environment)
    assertContains(again.steps.launch, "≡ Library › Science fiction\n")
  }

  /// Bookshelf's `--data-dir` naming a folder that is not there: the navigation is saved
  /// into it (the library too, once a book changes).
  func testBookshelfsFirstLaunchCreatesTheFolderItWasGiven() throws {
    let folder = root.appendingPathComponent("library/here")
    let arguments = ["bookshelf", "--data-dir", folder.path]
    assertSaved(try AppProcess.script(arguments, "tap Science fiction (3)\ntap Dune\n"))
    let again = try AppProcess.script(arguments, "")
    assertClean(again)
    assertContains(
      again.steps.launch, "Navigation: restored from \(folder.path)/navigation.json",
      "≡ Library › Science fiction › Dune\n")
  }

  /// An unreadable file is moved aside; a later one, while that copy is still there, is
  /// moved aside too under the next name (and the banner says so), and both copies are kept.
  func testASecondUnreadableFileIsMovedAsideBesideTheFirst() throws {
    let environment = ["SHOP_DATA_DIR": root.path]
    let file = root.appendingPathComponent("shop-navigation.json").path
    try Data("{ first".utf8).write(to: URL(fileURLWithPath: file))
    let first = try AppProcess.script(["shop"], "tap Milk frother\n", environment: environment)
    assertSaved(first)
    assertContains(
      first.steps.launch, "could not be read", "moved it to \(file).unreadable and started fresh")

    try Data("{ second".utf8).write(to: URL(fileURLWithPath: file))
    let second = try AppProcess.script(["shop"], "", environment: environment)
    assertSaved(second)
    assertContains(
      second.steps.launch, "moved it to \(file).unreadable-2 (\(file).unreadable holds an earlier",
      "≡ Shop\n")
    XCTAssertEqual(FileManager.default.contents(atPath: file + ".unreadable"), Data("{ first".utf8))
    XCTAssertEqual(FileManager.default.contents(atPath: file + ".unreadable-2"), Data("{ second".utf8))
    XCTAssertTrue(FileManager.default.fileExists(atPath: file), "the second quit saved anew")
  }

  /// A file saved on the payment screen whose `payment` entry this version cannot read: the
  /// banner names the entry, the file is moved aside, and the app starts on Home, never on
  /// the checkout screen a shorter stack would show.
  func testAStackEntryThatNoLongerReadsIsNamedAndTheAppStartsFresh() throws {
    let environment = ["SHOP_DATA_DIR": root.path]
    let file = root.appendingPathComponent("shop-navigation.json")
    assertSaved(
      try AppProcess.script(["shop"], "tap Milk frother\ntap Buy\ntap Continue\n", environment: environment))
    let saved = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    let bogus = saved.replacingOccurrences(of: #""value" : "payment""#, with: #""value" : "bogus""#)
    XCTAssertNotEqual(bogus, saved, "the saved stack holds the payment screen:\n\(saved)")
    try Data(bogus.utf8).write(to: file)

    let again = try AppProcess.script(["shop"], "show nav\n", environment: environment)
    assertClean(again)
    assertContains(
      again.steps.launch, "could not be read (Entry 1 of the stack is a Checkout.CheckoutPath",
      "at nav.1.value); moved it to \(file.path).unreadable and started fresh", "≡ Shop\n")
    assertLacks(again.steps.launch, "≡ Shop › Checkout")
    assertContains(again.steps["show nav"]?.text, "nav.items: []")
  }
}
