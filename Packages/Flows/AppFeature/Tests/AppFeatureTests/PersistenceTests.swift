import AppDomain
import AppFeature
import Foundation
import XCTest

/// The live world's JSON files, in a temporary directory per test.
final class PersistenceTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bookshelf-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func testChangesRoundTripThroughTheFiles() async throws {
    let first = World.live(directory: directory, seed: catalog)
    XCTAssertNil(first.launchNotice)
    let seeded = try await first.storage.load()
    XCTAssertEqual(seeded, catalog, "a first launch starts from the seed")
    let edited = Book(id: 2, title: "Anathem", notes: "Long")
    try await first.storage.save(edited)
    try await first.storage.delete(1)
    try await first.storage.saveSettings(AppSettings(sort: .title))

    let second = World.live(directory: directory, seed: Catalog())
    var expected = catalog
    expected.update(edited)
    expected.remove(bookID: 1)
    let reloaded = try await second.storage.load()
    XCTAssertEqual(reloaded, expected)
    XCTAssertEqual(second.settings, AppSettings(sort: .title))
    XCTAssertEqual(second.initialState.library.sort, .title)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    XCTAssertEqual(leftovers, ["library.json", "settings.json"], "atomic writes leave no temp files")
  }

  func testACorruptFileIsReportedAndMovedAsideNeverOverwritten() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("library.json")
    let garbage = Data("{ not json".utf8)
    try garbage.write(to: file)
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z

    let world = World.live(directory: directory, seed: catalog, now: now)
    let aside = directory.appendingPathComponent("library.json.corrupt-2023-11-14T221320Z")
    XCTAssertEqual(
      world.launchNotice,
      "Your library file could not be read. It was kept as “library.json.corrupt-2023-11-14T221320Z” "
        + "and a new one was started.")
    XCTAssertEqual(world.initialState.notice, world.launchNotice, "the user is told at launch")
    XCTAssertEqual(try Data(contentsOf: aside), garbage)
    let started = try await world.storage.load()
    XCTAssertEqual(started, Catalog(), "not the seed: the user had data")

    // A later write starts a fresh file; the corrupt one is untouched.
    try await world.storage.saveSettings(AppSettings(sort: .title))
    XCTAssertEqual(try Data(contentsOf: aside), garbage)

    // A second corrupt file in the same second gets its own name.
    try garbage.write(to: file)
    _ = World.live(directory: directory, seed: catalog, now: now)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: aside.path + "-2"), "never overwrites an earlier one")
  }
}
