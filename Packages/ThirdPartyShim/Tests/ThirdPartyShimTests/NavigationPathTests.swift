import ThirdPartyShim
import XCTest

/// `NavigationPath` shares its nodes between a path and the paths taken from it: these tests
/// hold it to a plain list's value semantics, and its equality to values, not to sharing.
final class NavigationPathTests: XCTestCase {
  private enum Screen: Hashable, Sendable { case list, detail(Int), notes }

  private func values(_ path: NavigationPath) -> [String] {
    Mirror(reflecting: path).children.map { "\($0.value)" }
  }

  func testEqualityIsByValuesInOrder() {
    XCTAssertEqual(
      NavigationPath([Screen.list, .detail(1)]), NavigationPath([Screen.list, .detail(1)]),
      "built apart, same values")
    XCTAssertNotEqual(NavigationPath([Screen.list, .detail(1)]), NavigationPath([Screen.list, .detail(2)]))
    XCTAssertNotEqual(NavigationPath([Screen.detail(1), .list]), NavigationPath([Screen.list, .detail(1)]))
    XCTAssertNotEqual(NavigationPath([Screen.list]), NavigationPath([Screen.list, .list]))
    XCTAssertEqual(NavigationPath(), NavigationPath([Screen]()))
  }

  func testPathsSharingTheirLowerValuesAreEqualOnlyIfTheTopsAre() {
    let base = NavigationPath([Screen.list, .detail(1)])
    var a = base
    var b = base
    a.append(Screen.notes)
    b.append(Screen.detail(2))
    XCTAssertNotEqual(a, b, "a shared lower part says nothing about what is above it")
    b.removeLast()
    b.append(Screen.notes)
    XCTAssertEqual(a, b, "separate nodes, same values")
    XCTAssertNotEqual(a, base)
  }

  func testPathsSharingNothingAreComparedValueByValue() {
    var shortened = NavigationPath([Screen.detail(9), .list, .detail(1), .notes])
    shortened.removeLast()
    XCTAssertNotEqual(shortened, NavigationPath([Screen.detail(8), .list, .detail(1)]))
    XCTAssertEqual(shortened, NavigationPath([Screen.detail(9), .list, .detail(1)]))
  }

  func testACopyIsUnchangedByWhatIsDoneToTheOriginal() {
    var original = NavigationPath([Screen.list, .detail(1), .notes])
    let copy = original
    original.removeLast(2)
    original.append(Screen.detail(2))
    XCTAssertEqual(values(copy), ["list", "detail(1)", "notes"])
    XCTAssertEqual(values(original), ["list", "detail(2)"])
    XCTAssertEqual(copy.count, 3)
    XCTAssertEqual(original.count, 2)
  }

  func testRemovingNoneKeepsThePath() {
    var path = NavigationPath([Screen.list, .notes])
    let warnings = collectIssuesSynchronously { path.removeLast(0) }
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(values(path), ["list", "notes"])
  }

  func testRemovingEverythingEmptiesThisPathOnly() {
    let full = NavigationPath([Screen.list, .detail(1)])
    var emptied = full
    let warnings = collectIssuesSynchronously { emptied.removeLast(2) }
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(emptied.isEmpty)
    XCTAssertEqual(emptied, NavigationPath())
    XCTAssertEqual(values(full), ["list", "detail(1)"])
  }

  func testRemovingMoreThanThereIsIsReportedAndEmpties() {
    var path = NavigationPath([Screen.list, .notes])
    let warnings = collectIssuesSynchronously { path.removeLast(3) }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].contains("removeLast(3) on a path of 2"), warnings[0])
    XCTAssertTrue(path.isEmpty)
    XCTAssertEqual(path.count, 0)
  }

  func testDescriptionListsTheValuesBottomFirst() {
    XCTAssertEqual(
      NavigationPath([Screen.list, .detail(3)]).description, "NavigationPath(list, detail(3))")
  }

  /// Each node holds the one below it: releasing a deep path must not recurse once per node
  /// (which overflows the stack), and must leave a shorter path that shares it intact.
  func testADeepPathIsReleasedWithoutRecursionAndSharersKeepTheirPart() {
    var deep = NavigationPath()
    for index in 0..<300_000 { deep.append(index) }
    var lower = deep
    lower.removeLast(299_997)
    deep = NavigationPath()
    XCTAssertEqual(values(lower), ["0", "1", "2"])
    XCTAssertTrue(deep.isEmpty)
  }
}
