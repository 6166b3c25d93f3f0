import XCTest

@testable import App

/// Which folder each app keeps its files in: `--data-dir` over the app's variable over the
/// default folder under `$HOME`; an empty value counts as not given (a variable set to nothing
/// must not put the files in the working folder).
final class DataDirectoryTests: XCTestCase {
  func testTheFlagWinsOverTheVariableWhichWinsOverHome() {
    let environment = ["HOME": "/home/a", "BOOKSHELF_DATA_DIR": "/data/b", "SHOP_DATA_DIR": "/data/s"]
    XCTAssertEqual(DataDirectory.resolve(flag: "given", environment: environment).path, "given")
    XCTAssertEqual(DataDirectory.resolve(flag: nil, environment: environment).path, "/data/b")
    XCTAssertEqual(DataDirectory.resolveShop(flag: "given", environment: environment).path, "given")
    XCTAssertEqual(DataDirectory.resolveShop(flag: nil, environment: environment).path, "/data/s")
    XCTAssertEqual(
      DataDirectory.resolve(flag: nil, environment: ["HOME": "/home/a"]).path, "/home/a/.bookshelf-nav")
    XCTAssertEqual(
      DataDirectory.resolveShop(flag: nil, environment: ["HOME": "/home/a"]).path, "/home/a/.shop-nav")
  }

  func testEmptyValuesCountAsNotGiven() {
    let environment = ["HOME": "/home/a", "BOOKSHELF_DATA_DIR": "", "SHOP_DATA_DIR": ""]
    XCTAssertEqual(DataDirectory.resolve(flag: "", environment: environment).path, "/home/a/.bookshelf-nav")
    XCTAssertEqual(DataDirectory.resolveShop(flag: "", environment: environment).path, "/home/a/.shop-nav")
    XCTAssertEqual(
      DataDirectory.resolve(flag: nil, environment: ["HOME": ""]).path,
      (NSHomeDirectory() as NSString).appendingPathComponent(".bookshelf-nav"))
  }

  /// The files keep the folder's spelling, so a relative folder prints the same everywhere.
  func testTheFilesAreNamedInsideTheFolderAsGiven() {
    let folder = DataDirectory(path: "relative/data")
    XCTAssertEqual(folder.libraryFile, "relative/data/library.json")
    XCTAssertEqual(folder.navigationFile, "relative/data/navigation.json")
    XCTAssertEqual(folder.shopNavigationFile, "relative/data/shop-navigation.json")
  }
}
