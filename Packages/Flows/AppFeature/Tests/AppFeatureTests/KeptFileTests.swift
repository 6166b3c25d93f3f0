import Foundation
import XCTest

@testable import AppFeature

/// The one way the app's files are written and set aside: folders made on the first write, a
/// copy moved to the first free numbered name (the earlier copy named), and every name taken
/// leaving the file where it was.
final class KeptFileTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func testAWriteCreatesTheFoldersAndReplacesTheFileWhole() throws {
    let path = folder.appendingPathComponent("a/b/file.json").path
    try KeptFile.write(Data("one".utf8), to: path)
    try KeptFile.write(Data("two".utf8), to: path)
    XCTAssertEqual(contents(path), "two")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent),
      ["file.json"])
  }

  func testACopyTakesTheFirstFreeNumberedNameAndNamesTheEarlierOne() throws {
    let path = folder.appendingPathComponent("file.json").path
    try KeptFile.write(Data("first".utf8), to: path)
    XCTAssertEqual(
      try KeptFile.moveAside(path, suffix: ".bad", names: 3), .init(path: path + ".bad", earlier: nil))
    try KeptFile.write(Data("second".utf8), to: path)
    XCTAssertEqual(
      try KeptFile.moveAside(path, suffix: ".bad", names: 3),
      .init(path: path + ".bad-2", earlier: path + ".bad"))
    XCTAssertEqual([contents(path + ".bad"), contents(path + ".bad-2")], ["first", "second"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }

  func testEveryNameTakenLeavesTheFileInPlace() throws {
    let path = folder.appendingPathComponent("file.json").path
    for name in [path + ".bad", path + ".bad-2"] { try KeptFile.write(Data("earlier".utf8), to: name) }
    try KeptFile.write(Data("now".utf8), to: path)
    XCTAssertThrowsError(try KeptFile.moveAside(path, suffix: ".bad", names: 2)) { error in
      XCTAssertEqual("\(error)", "\(path).bad and the next 1 numbered names are taken")
    }
    XCTAssertEqual(contents(path), "now")
    XCTAssertEqual(
      try KeptFile.moveAside(path, suffix: ".bad", names: 3),
      .init(path: path + ".bad-3", earlier: path + ".bad"))
  }
}
