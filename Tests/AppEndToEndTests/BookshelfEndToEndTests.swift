import Foundation
import XCTest

/// The Bookshelf app (AppFeature) driven through the built executable, each test on a fresh
/// temporary data folder so nothing touches the user's library.
final class BookshelfEndToEndTests: XCTestCase {
  var dataDirectory: URL!

  override func setUpWithError() throws {
    dataDirectory = try TemporaryDirectory.make()
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: dataDirectory)
  }

  func bookshelf(_ script: String, _ extra: [String] = []) throws -> AppProcess.Result {
    try AppProcess.script(["bookshelf", "--data-dir", dataDirectory.path] + extra, script)
  }

  func testBrowseAShelfToABook() throws {
    let result = try bookshelf(
      """
      tap Science fiction (3)
      tap Dune
      show nav
      back
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(
      steps.launch, "Data: \(dataDirectory.path)/library.json", "Loading…", "[Science fiction (3)]")
    assertContains(steps["tap Science fiction (3)"]?.last, "≡ Library › Science fiction\n", "[Dune]")
    assertContains(
      steps["tap Dune"]?.last, "≡ Library › Science fiction › Dune\n",
      "toolbar: [Edit]  [Delete] (destructive)", "Spice must flow.", "tab bar: ● Library  ○ Settings")
    assertContains(
      steps[2].text, "tab (selection): library", "path (stack): [AppRoute.shelf(1), AppRoute.book(1)]",
      "book (optional slice): “Dune” (id 1)")
    assertContains(steps["back"]?.last, "≡ Library › Science fiction\n")
  }

  func testEditAndSaveGoesThroughTheDismissalStages() throws {
    let result = try bookshelf(
      """
      tap Science fiction (3)
      tap Dune
      tap Edit
      show nav
      type Title Dune Messiah
      show nav
      tap Save
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(steps["tap Edit"]?.last, "┌─ sheet ─\n│ ≡ Edit “Dune”", "│   ✎ Title: \"Dune\"")
    assertContains(steps[3].text, "editor (presentation): presented", "editor.hasUnsavedEdits: false")
    assertContains(steps[5].text, "editor.hasUnsavedEdits: true")
    let save = try XCTUnwrap(steps["tap Save"])
    XCTAssertEqual(save.frames.count, 3, "saving, dismissing, dismissed:\n\(save.text)")
    assertContains(save.frames[0], "│   Saving…", "[Save] (disabled)", "┌─ sheet ─")
    assertContains(
      save.frames[1], "≡ Library › Science fiction › Dune Messiah", "┌─ sheet (dismissing) ─",
      "│   ✎ Title: \"Dune Messiah\"")
    assertLacks(save.frames[2], "sheet")
    assertContains(save.frames[2], "  Dune Messiah\n")
    assertContains(steps[7].text, "editor (presentation): dismissed")
  }

  func testDeleteAsksForConfirmationFirst() throws {
    let result = try bookshelf(
      """
      tap Science fiction (3)
      tap Anathem
      tap Delete
      show nav
      alert Cancel
      tap Delete
      alert Delete
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(
      steps[2].last, "╔═ alert: Delete “Anathem”? ═", "║ It is removed from every shelf.",
      "gestures: alert Delete · alert Cancel")
    assertContains(steps[3].text, "book.confirmingDelete (optional, Bool): true")
    assertContains(steps["alert Cancel"]?.last, "≡ Library › Science fiction › Anathem")
    assertLacks(steps["alert Cancel"]?.last, "alert:")
    let deleted = try XCTUnwrap(steps["alert Delete"]?.last)
    assertContains(deleted, "≡ Library › Science fiction\n", "[Dune]", "[Solaris]")
    assertLacks(deleted, "Anathem")
    assertContains(steps[7].text, "path (stack): [AppRoute.shelf(1)]", "book (optional slice): nil")
  }

  func testLeavingTheEditorWithUnsavedEditsIsRefused() throws {
    // Interactive (piped) input: a refused command does not stop the session.
    let result = try AppProcess.run(
      ["bookshelf", "--data-dir", dataDirectory.path],
      input: """
        tap Science fiction (3)
        tap Dune
        tap Edit
        type Title Changed
        tab Settings
        open bookshelf://book/2
        show nav
        alert OK
        tap Cancel
        tab Settings
        quit

        """)
    assertClean(result)
    let steps = result.steps
    XCTAssertEqual(steps[4].command, "tab Settings")
    assertContains(
      steps[4].text, "Cannot tab Settings: a sheet covers the tab bar.",
      "Possible: tap Cancel · tap Save")
    assertContains(
      steps["open bookshelf://book/2"]?.last, "╔═ alert: Bookshelf ═",
      "║ Save or cancel your edits before opening another book.", "│   ✎ Title: \"Changed\"")
    assertContains(
      steps[6].text, "path (stack): [AppRoute.shelf(1), AppRoute.book(1)]",
      "editor.hasUnsavedEdits: true", "notice (optional): “Save or cancel your edits")
    assertContains(steps["tab Settings"]?.last, "Section: Sort books by", "tab bar: ○ Library  ● Settings")
  }

  func testTheDeepLinkOpensTheBookOnTheLibraryTab() throws {
    let result = try bookshelf(
      """
      show nav
      tab Settings
      open bookshelf://book/4
      open bookshelf://book/404
      alert OK
      open bookshelf://shelf/1
      """, ["--url", "bookshelf://book/3"])
    assertClean(result)
    let steps = result.steps
    assertContains(
      steps["open bookshelf://book/3    (--url)"]?.last, "≡ Library › Solaris\n",
      "tab bar: ● Library  ○ Settings")
    assertContains(steps["show nav"]?.text, "path (stack): [AppRoute.book(3)]")
    assertContains(
      steps["open bookshelf://book/4"]?.last, "≡ Library › The Left Hand of Darkness\n",
      "tab bar: ● Library  ○ Settings")
    assertContains(steps["open bookshelf://book/404"]?.last, "There is no book 404 in your library.")
    assertContains(
      steps["open bookshelf://shelf/1"]?.last, "“bookshelf://shelf/1” is not a Bookshelf link.")
  }

  func testBuyingABookRunsCheckoutInASheet() throws {
    let result = try bookshelf(
      """
      tap To read (2)
      tap The Left Hand of Darkness
      tap Buy a copy
      tap Continue
      show nav
      tap Pay
      tap Close
      show nav
      """)
    assertClean(result)
    let steps = result.steps
    assertContains(
      steps["tap Buy a copy"]?.last, "┌─ sheet ─\n│ ≡ Checkout\n", "│   Product: book-4")
    assertContains(steps["tap Continue"]?.last, "│ ≡ Checkout › Payment")
    assertContains(
      steps[4].text, "checkout (presentation): presented",
      "checkout.nav.items (its own stack): [CheckoutPath.payment]",
      "path (stack): [AppRoute.shelf(2), AppRoute.book(4)]")
    assertContains(steps["tap Pay"]?.last, "│ ≡ Checkout › Receipt", "│   Order: order-1001")
    let close = try XCTUnwrap(steps["tap Close"])
    assertContains(close.frames.first, "┌─ sheet (dismissing) ─")
    assertContains(close.last, "≡ Library › To read › The Left Hand of Darkness\n")
    assertLacks(close.last, "sheet")
    assertContains(steps[7].text, "checkout (presentation): dismissed")
  }

  func testDataSurvivesARelaunch() throws {
    let first = try bookshelf(
      """
      tap Science fiction (3)
      tap Dune
      tap Edit
      type Title Dune Messiah
      tap Save
      back
      tap Solaris
      tap Delete
      alert Delete
      tab Settings
      tap Title
      """)
    assertClean(first)
    let stored = try String(
      contentsOf: dataDirectory.appendingPathComponent("library.json"), encoding: .utf8)
    assertContains(stored, "Dune Messiah")
    assertLacks(stored, "Solaris")

    // The data, not the navigation (testNavigationSurvivesARelaunch): start at the root.
    let second = try bookshelf("tap Science fiction (2)\n", ["--fresh"])
    assertClean(second)
    let shelf = try XCTUnwrap(second.steps["tap Science fiction (2)"]?.last)
    XCTAssertTrue(
      shelf.hasPrefix("≡ Library › Science fiction\n  [Anathem]\n  [Dune Messiah]\n"),
      "edited, deleted, and sorted by title (the stored setting):\n\(shelf)")
    assertLacks(shelf, "Solaris")
  }

  /// Book → related Book → Book, quit, launch again: every book screen comes back, each with
  /// its own state, and back walks down them.
  func testSeveralBookScreensSurviveARelaunch() throws {
    assertClean(try bookshelf("tap Science fiction (3)\ntap Dune\ntap Solaris\ntap Dune\n"))
    let again = try bookshelf("show nav\nback\nback\n")
    assertClean(again)
    assertContains(again.steps.launch, "≡ Library › Science fiction › Dune › Solaris › Dune\n")
    assertContains(
      again.steps["show nav"]?.text,
      "path (stack): [AppRoute.shelf(1), AppRoute.book(1), AppRoute.book(3), AppRoute.book(1)]",
      "books below (one state per book screen): “Dune” (id 1), “Solaris” (id 3)")
    let backs = again.steps.all.filter { $0.command == "back" }
    XCTAssertEqual(backs.count, 2)
    assertContains(backs.first?.last, "≡ Library › Science fiction › Dune › Solaris\n")
    assertContains(backs.last?.last, "≡ Library › Science fiction › Dune\n")
  }

  /// Quit on a book, launch again: the tab and the stack come back beside the library file
  /// (once the library has loaded); `--fresh` starts at the Library root; an unreadable file
  /// is moved aside and named.
  func testNavigationSurvivesARelaunch() throws {
    assertClean(try bookshelf("tap Science fiction (3)\ntap Dune\n"))
    let file = dataDirectory.appendingPathComponent("navigation.json")
    XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "saved beside the library")

    let again = try bookshelf("show nav\nback\n")
    assertClean(again)
    assertContains(
      again.steps.launch, "Navigation: restored from \(file.path)",
      "≡ Library › Science fiction › Dune\n")
    assertContains(again.steps["show nav"]?.text, "path (stack): [AppRoute.shelf(1), AppRoute.book(1)]")
    assertContains(again.steps["back"]?.last, "≡ Library › Science fiction\n")

    let fresh = try bookshelf("show nav\n", ["--fresh"])
    assertClean(fresh)
    assertContains(fresh.steps["show nav"]?.text, "path (stack): []")

    try Data("[1, 2".utf8).write(to: file)
    let corrupt = try bookshelf("show nav\n")
    assertClean(corrupt)
    assertContains(corrupt.steps.launch, "could not be read", "moved it to \(file.path).unreadable")
    assertContains(corrupt.steps["show nav"]?.text, "path (stack): []")
  }
}
