import AppFeature
import Checkout
import Core
import Foundation
import ShopFlow
import XCTest

@testable import App

/// The navigation file's paths a person meets once in a while and a test of the whole app
/// rarely does: a first launch, an unreadable file (and a second one), a file that cannot be
/// moved aside, a stack entry this version cannot read, a folder that does not exist yet.
final class NavigationFileTests: XCTestCase {
  var folder: URL!
  var file: String { folder.appendingPathComponent("navigation.json").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
  }

  /// Restores `file` as a shop navigation.
  func restoreShop(fresh: Bool = false, asideNames: Int = 1000) -> NavigationFile.Restored<ShopFlow.State> {
    NavigationFile.restore(from: file, fresh: fresh, asideNames: asideNames) {
      try ShopFlow.State.restored(from: $0)
    }
  }

  func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func folderListing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  func testAFirstLaunchRestoresNothingAndSaysWhereItWillSave() throws {
    let restored = restoreShop()
    XCTAssertNil(restored.state)
    XCTAssertEqual(
      restored.message, "Navigation: saved to \(file) on quit, restored from it at the next launch.")
    XCTAssertFalse(restored.keepsUnreadableFile)
    XCTAssertEqual(try folderListing(), [], "launch writes nothing")
    XCTAssertNil(restored.save { Data("saved".utf8) })
    XCTAssertEqual(contents(file), "saved")
  }

  func testASavedStackComesBack() throws {
    let state = ShopFlow.State(opening: .checkout(productID: "milk-frother"))
    state.$nav.withLock { $0.append(CheckoutPath.checkout) }
    try state.saved().write(to: URL(fileURLWithPath: file))
    let restored = restoreShop()
    XCTAssertEqual(restored.message, "Navigation: restored from \(file) (--fresh starts over).")
    XCTAssertEqual(restored.state?.nav.compactMap(CheckoutPath.self), [.checkout])
    XCTAssertEqual(restored.state?.checkout?.productID, "milk-frother")
  }

  func testFreshIgnoresTheSavedFileAndStillSavesOnQuit() throws {
    try ShopFlow.State().saved().write(to: URL(fileURLWithPath: file))
    let restored = restoreShop(fresh: true)
    XCTAssertNil(restored.state)
    XCTAssertEqual(restored.message, "Navigation: starting fresh (--fresh); it is saved to \(file) on quit.")
    XCTAssertNil(restored.save { Data("new".utf8) })
    XCTAssertEqual(contents(file), "new")
  }

  /// The file is moved aside with its bytes, the message names where, and quit saves anew.
  func testAnUnreadableFileIsMovedAsideAndTheAppStartsFresh() throws {
    try write("{ not json", to: file)
    let restored = restoreShop()
    XCTAssertNil(restored.state)
    XCTAssertTrue(restored.message.hasPrefix("Navigation: \(file) could not be read ("), restored.message)
    XCTAssertTrue(
      restored.message.hasSuffix("; moved it to \(file).unreadable and started fresh."), restored.message)
    XCTAssertEqual(contents(file + ".unreadable"), "{ not json")
    XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    XCTAssertFalse(restored.keepsUnreadableFile)
    XCTAssertNil(restored.save { Data("new".utf8) })
    XCTAssertEqual(contents(file), "new")
    XCTAssertEqual(contents(file + ".unreadable"), "{ not json", "the copy is not saved over")
  }

  /// A second unreadable file while the first one's copy is still there: moved aside too,
  /// under the next free name, and neither copy is lost (nor is the new file saved over).
  func testASecondUnreadableFileIsMovedAsideBesideTheFirst() throws {
    try write("first", to: file + ".unreadable")
    try write("second", to: file)
    let second = restoreShop()
    XCTAssertTrue(
      second.message.hasSuffix(
        "; moved it to \(file).unreadable-2 (\(file).unreadable holds an earlier unreadable one, kept too) "
          + "and started fresh."), second.message)
    XCTAssertFalse(second.keepsUnreadableFile)
    XCTAssertNil(second.save { Data("saved".utf8) })

    try write("third", to: file)
    let third = restoreShop()
    XCTAssertTrue(third.message.contains("; moved it to \(file).unreadable-3 ("), third.message)
    XCTAssertEqual(
      try folderListing(),
      ["navigation.json.unreadable", "navigation.json.unreadable-2", "navigation.json.unreadable-3"])
    XCTAssertEqual(
      [".unreadable", ".unreadable-2", ".unreadable-3"].map { contents(file + $0) },
      ["first", "second", "third"])
  }

  /// When every name is taken the file stays where it is, and quit does not save over it.
  /// (Two names here: the last one is still tried.)
  func testAnUnreadableFileThatCannotBeMovedAsideIsNotSavedOver() throws {
    try write("first", to: file + ".unreadable")
    try write("second", to: file)
    let second = restoreShop(asideNames: 2)
    XCTAssertTrue(second.message.contains("; moved it to \(file).unreadable-2 ("), second.message)
    try write("third", to: file)
    let restored = restoreShop(asideNames: 2)
    XCTAssertNil(restored.state)
    XCTAssertTrue(restored.keepsUnreadableFile)
    XCTAssertTrue(
      restored.message.hasSuffix(
        "; could not move it aside (\(file).unreadable and the next 1 numbered names are taken), "
          + "so it stays in place and is not saved over; started fresh."), restored.message)
    let problem = try XCTUnwrap(restored.save { Data("new".utf8) })
    XCTAssertTrue(problem.hasPrefix("the navigation was not saved: \(file) could not be read"), problem)
    XCTAssertEqual(contents(file), "third")
    XCTAssertEqual(try folderListing().count, 3)
  }

  /// `[checkout, "bogus"]`: a tag type the flow knows, with a value it does not. The whole
  /// restore fails naming the entry (never a shorter stack), and the file is moved aside.
  func testAShopStackEntryThatNoLongerReadsFailsTheRestoreNamingIt() throws {
    let state = ShopFlow.State(opening: .checkout(productID: "milk-frother"))
    state.$nav.withLock {
      $0.append(CheckoutPath.checkout)
      $0.append(CheckoutPath.payment)
    }
    let saved = String(decoding: try state.saved(), as: UTF8.self)
    let bogus = saved.replacingOccurrences(of: #""value" : "payment""#, with: #""value" : "bogus""#)
    XCTAssertNotEqual(bogus, saved)
    try write(bogus, to: file)
    let restored = restoreShop()
    XCTAssertNil(restored.state, "no stack rather than a shorter one")
    XCTAssertTrue(
      restored.message.contains(
        "(Entry 1 of the stack is a Checkout.CheckoutPath whose value no longer reads"),
      restored.message)
    XCTAssertTrue(restored.message.contains("at nav.1.value); moved it to"), restored.message)
    XCTAssertEqual(contents(file + ".unreadable"), bogus)
  }

  /// Bookshelf's file: a route this version does not have fails the whole file, naming it.
  func testABookshelfRouteThatNoLongerReadsFailsTheRestoreNamingIt() throws {
    let saved = try Bookshelf.saved(.init(tab: .library, path: [.book(1), .book(2)]))
    XCTAssertEqual(
      try Bookshelf.savedNavigation(from: saved), .init(tab: .library, path: [.book(1), .book(2)]))
    let text = String(decoding: saved, as: UTF8.self)
    let bogus = text.replacingOccurrences(of: "\"book\"", with: "\"author\"")
    XCTAssertNotEqual(bogus, text)
    try write(bogus, to: file)
    let restored = NavigationFile.restore(from: file, fresh: false, decode: Bookshelf.savedNavigation(from:))
    XCTAssertNil(restored.state)
    XCTAssertTrue(restored.message.contains(" at path.0"), restored.message)
    XCTAssertTrue(restored.message.hasSuffix("; moved it to \(file).unreadable and started fresh."))
  }

  /// Something in the file's place that cannot be read at all (here a folder) is unreadable
  /// too: moved aside, not taken for a first launch and then replaced at quit.
  func testAFolderInPlaceOfTheFileIsMovedAside() throws {
    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    try write("kept", to: file + "/inside.txt")
    let restored = restoreShop()
    XCTAssertNil(restored.state)
    XCTAssertTrue(restored.message.hasPrefix("Navigation: \(file) could not be read"), restored.message)
    XCTAssertEqual(contents(file + ".unreadable/inside.txt"), "kept")
    XCTAssertNil(restored.save { Data("new".utf8) })
    XCTAssertEqual(contents(file), "new")
  }

  /// A first launch whose data folder (and the folders above it) does not exist yet.
  func testSavingCreatesTheFoldersThatDoNotExistYet() throws {
    let nested = folder.appendingPathComponent("not/there/yet/navigation.json").path
    let restored = NavigationFile.restore(from: nested, fresh: false) { _ in "never read" }
    XCTAssertTrue(restored.message.hasPrefix("Navigation: saved to \(nested) on quit"), restored.message)
    XCTAssertNil(restored.save { Data("saved".utf8) })
    XCTAssertEqual(contents(nested), "saved")
  }

  func testASaveThatCannotBeWrittenSaysWhereAndWhy() throws {
    try write("a file, not a folder", to: folder.appendingPathComponent("blocker").path)
    let path = folder.appendingPathComponent("blocker/navigation.json").path
    let problem = try XCTUnwrap(NavigationFile.save(to: path) { Data("x".utf8) })
    XCTAssertTrue(problem.hasPrefix("the navigation could not be saved to \(path): "), problem)

    struct Refused: Error, CustomStringConvertible {
      var description: String { "this state cannot be encoded" }
    }
    let encoding = try XCTUnwrap(NavigationFile.save(to: file) { throw Refused() })
    XCTAssertEqual(encoding, "the navigation could not be saved to \(file): this state cannot be encoded")
    XCTAssertFalse(FileManager.default.fileExists(atPath: file))
  }
}
