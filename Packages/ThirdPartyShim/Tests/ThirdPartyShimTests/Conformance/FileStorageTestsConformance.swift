import Foundation
import ThirdPartyShim
import XCTest

/// Follows swift-sharing's FileStorageTests: a value saved on change and read back, several
/// files, a stored file read at launch, a file that cannot be decoded, separate in-memory file
/// systems, and the live file system. Not followed: throttling (the shim saves every change at
/// once) and watching the file for changes made by others (the shim does not subscribe).
final class FileStorageTestsConformance: XCTestCase {
  private struct Reader: Codable, Equatable, Sendable {
    var id: Int
    var name: String
  }

  private static let ada = Reader(id: 1, name: "Ada")
  private static let grace = Reader(id: 2, name: "Grace")

  private func onDisk(_ body: (URL) throws -> Void) throws {
    try withSharingTemporaryFolder { folder in
      try withDependencies({
        $0 = DependencyValues(context: .test)
        $0.defaultFileStorage = .fileSystem
      }) { try body(folder) }
    }
  }

  private func decoded(_ url: URL) throws -> [Reader] {
    try JSONDecoder().decode([Reader].self, from: Data(contentsOf: url))
  }

  func testAChangeIsWrittenToTheFile() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("readers.json")
      @Shared(.fileStorage(url)) var readers = [Reader]()
      XCTAssertNil($readers.loadError)
      XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "nothing saved yet")

      $readers.withLock { $0.append(Self.ada) }
      XCTAssertEqual(try decoded(url), [Self.ada])
      $readers.withLock { $0.append(Self.grace) }
      XCTAssertEqual(try decoded(url), [Self.ada, Self.grace], "every change is saved")
    }
  }

  func testAFileSavedBeforeIsReadAtTheNextLaunch() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("readers.json")
      do {
        @Shared(.fileStorage(url)) var readers = [Reader]()
        $readers.withLock { $0 = [Self.grace] }
      }
      // A new launch: nothing holds the first reference any more, and the dependencies are new.
      try withDependencies({
        $0 = DependencyValues(context: .test)
        $0.defaultFileStorage = .fileSystem
      }) {
        @Shared(.fileStorage(url)) var relaunched = [Reader]()
        XCTAssertEqual(relaunched, [Self.grace])
        XCTAssertEqual(try decoded(url), [Self.grace], "reading does not write")
      }
    }
  }

  func testAFileWrittenByAnotherProgramIsTheInitialValue() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("readers.json")
      try JSONEncoder().encode([Self.ada]).write(to: url)
      @Shared(.fileStorage(url)) var readers = [Reader]()
      XCTAssertEqual(readers, [Self.ada])
    }
  }

  func testAnEmptyFileMeansNothingIsStored() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("readers.json")
      try Data().write(to: url)
      @Shared(.fileStorage(url)) var readers = [Self.ada]
      XCTAssertEqual(readers, [Self.ada])
      XCTAssertNil($readers.loadError)
    }
  }

  func testACorruptFileIsReportedAndKeptUntilTheNextChange() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("readers.json")
      let corrupt = Data("{ not json".utf8)
      try corrupt.write(to: url)

      var loadError: (any Error)?
      let warnings = collectIssuesSynchronously {
        @Shared(.fileStorage(url)) var readers = [Reader]()
        loadError = $readers.loadError
        XCTAssertEqual(readers, [], "the default stands in for what could not be read")
      }
      XCTAssertTrue(loadError is DecodingError, "\(String(describing: loadError))")
      XCTAssertEqual(warnings.count, 1, "\(warnings)")
      XCTAssertTrue(warnings.first?.contains(url.path) == true, "\(warnings)")
      XCTAssertEqual(try Data(contentsOf: url), corrupt, "the unreadable file is left as it was")

      _ = collectIssuesSynchronously {
        @Shared(.fileStorage(url)) var readers = [Reader]()
        $readers.withLock { $0.append(Self.ada) }
        XCTAssertNil($readers.loadError, "a saved change clears the error")
      }
      XCTAssertEqual(try decoded(url), [Self.ada])
    }
  }

  func testTwoFilesAreIndependent() throws {
    try onDisk { folder in
      let first = folder.appendingPathComponent("first.json")
      let second = folder.appendingPathComponent("second.json")
      @Shared(.fileStorage(first)) var readers = [Reader]()
      @Shared(.fileStorage(second)) var others = [Reader]()
      $readers.withLock { $0.append(Self.ada) }
      XCTAssertEqual(try decoded(first), [Self.ada])
      XCTAssertFalse(FileManager.default.fileExists(atPath: second.path))
      $others.withLock { $0.append(Self.grace) }
      XCTAssertEqual(try decoded(first), [Self.ada])
      XCTAssertEqual(try decoded(second), [Self.grace])
    }
  }

  func testTwoSharedOfOneFileAreOneReference() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("readers.json")
      @Shared(.fileStorage(url)) var readers = [Reader]()
      @Shared(.fileStorage(url)) var sameFile = [Self.grace]
      $readers.withLock { $0 = [Self.ada] }
      XCTAssertEqual(sameFile, [Self.ada])
      XCTAssertTrue($readers.isSameReference(as: $sameFile))
    }
  }

  func testAMissingFolderIsCreatedAndNoTemporaryFileIsLeft() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("nested/deeper/readers.json")
      @Shared(.fileStorage(url)) var readers = [Reader]()
      $readers.withLock { $0 = [Self.ada] }
      XCTAssertEqual(try decoded(url), [Self.ada])
      let left = try FileManager.default.contentsOfDirectory(
        atPath: url.deletingLastPathComponent().path)
      XCTAssertEqual(left, ["readers.json"], "the atomic write leaves only the file")
    }
  }

  func testCustomEncodingIsUsedBothWays() throws {
    try onDisk { folder in
      let url = folder.appendingPathComponent("note.txt")
      let key = FileStorageKey<String>.fileStorage(
        url, decode: { String(decoding: $0, as: UTF8.self) }, encode: { Data($0.utf8) })
      do {
        @Shared(key) var note = ""
        $note.withLock { $0 = "hello" }
      }
      XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "hello")
      @Shared(key) var again = ""
      XCTAssertEqual(again, "hello")
    }
  }

  func testTestsDefaultToAFileSystemInMemory() throws {
    try withSharingTemporaryFolder { folder in
      let url = folder.appendingPathComponent("readers.json")
      withIsolatedSharing {
        @Shared(.fileStorage(url)) var readers = [Reader]()
        $readers.withLock { $0 = [Self.ada] }
        @Shared(.fileStorage(url)) var sameFile = [Reader]()
        XCTAssertEqual(sameFile, [Self.ada])
      }
      XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "a test writes no file")
    }
  }

  func testTwoInMemoryFileSystemsAreSeparate() {
    let url = URL(fileURLWithPath: "/nowhere/reader.json")
    let first = withDependencies({ $0.defaultFileStorage = .inMemory }) {
      Shared(wrappedValue: Self.ada, .fileStorage(url))
    }
    let second = withDependencies({ $0.defaultFileStorage = .inMemory }) {
      Shared(wrappedValue: Self.ada, .fileStorage(url))
    }
    first.withLock { $0.name = "Ada Lovelace" }
    XCTAssertEqual(first.wrappedValue.name, "Ada Lovelace")
    XCTAssertEqual(second.wrappedValue.name, "Ada")
  }
}
