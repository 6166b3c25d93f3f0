import XCTest

/// Checks every run makes: it exited as expected and reported no runtime warning (misuse of
/// the runtime or of a view container is printed to stderr as `[runtime warning]`).
func assertClean(
  _ result: AppProcess.Result, status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(
    result.status, status, "exit status; stderr:\n\(result.stderr)\nstdout:\n\(result.stdout)",
    file: file, line: line)
  XCTAssertFalse(
    result.stderr.contains("[runtime warning]"), "runtime warnings:\n\(result.stderr)", file: file,
    line: line)
}

/// Asserts `text` contains each of `parts`, printing the text when one is missing.
func assertContains(
  _ text: String?, _ parts: String..., file: StaticString = #filePath, line: UInt = #line
) {
  guard let text else { return XCTFail("no output to look in", file: file, line: line) }
  for part in parts where !text.contains(part) {
    XCTFail("“\(part)” not in:\n\(text)", file: file, line: line)
  }
}

/// Asserts `text` contains none of `parts`.
func assertLacks(
  _ text: String?, _ parts: String..., file: StaticString = #filePath, line: UInt = #line
) {
  for part in parts where text?.contains(part) == true {
    XCTFail("“\(part)” unexpectedly in:\n\(text ?? "")", file: file, line: line)
  }
}
