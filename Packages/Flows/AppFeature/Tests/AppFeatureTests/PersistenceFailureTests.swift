import AppDomain
import Foundation
import XCTest

@testable import AppFeature

/// A corrupt library that cannot be set aside (every name for its copy taken; two names here,
/// a thousand in the app) stays where it is and is never written over: the user is told
/// nothing will be saved, and every write is refused saying why, the settings' too.
final class PersistenceFailureTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bookshelf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func testACorruptFileThatCannotBeSetAsideIsNeverWrittenOver() async throws {
    let file = directory.appendingPathComponent("library.json")
    let garbage = Data("{ not json".utf8)
    try garbage.write(to: file)
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z
    let aside = directory.appendingPathComponent("library.json.corrupt-2023-11-14T221320Z").path
    for name in [aside, aside + "-2"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: name, contents: Data("earlier".utf8)))
    }

    let opened = FileLibrary.open(directory: directory, seed: catalog, now: now, asideNames: 2)
    let problem = try XCTUnwrap(opened.problems.first)
    XCTAssertTrue(problem.hasPrefix("The library file \(file.path) cannot be read or set aside ("), problem)
    XCTAssertTrue(problem.hasSuffix(" Nothing will be saved."), problem)
    let storage = opened.library.storage
    do {
      try await storage.save(Book(id: 1, title: "Dune", notes: "edited"))
      XCTFail("a save over the kept file was not refused")
    } catch let error as StorageError {
      XCTAssertTrue(error.message.hasPrefix("The library file \(file.path) cannot be read"), error.message)
    }
    do {
      try await storage.saveSettings(AppSettings(sort: .title))
      XCTFail("a settings save was not refused")
    } catch is StorageError {}
    XCTAssertEqual(try Data(contentsOf: file), garbage, "the unreadable library is untouched")
    XCTAssertEqual(FileManager.default.contents(atPath: aside + "-2"), Data("earlier".utf8))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("settings.json").path))
  }

  /// With one name free, the last one of three allowed, the copy goes there and writes go on.
  func testTheLastNameAllowedIsStillTaken() async throws {
    let file = directory.appendingPathComponent("library.json")
    try Data("{ not json".utf8).write(to: file)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let aside = directory.appendingPathComponent("library.json.corrupt-2023-11-14T221320Z").path
    for name in [aside, aside + "-2"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: name, contents: nil))
    }

    let opened = FileLibrary.open(directory: directory, seed: catalog, now: now, asideNames: 3)
    XCTAssertEqual(
      opened.problems,
      [
        "Your library file could not be read. It was kept as “library.json.corrupt-2023-11-14T221320Z-3” "
          + "and a new one was started."
      ])
    try await opened.library.storage.saveSettings(AppSettings(sort: .title))
  }
}
