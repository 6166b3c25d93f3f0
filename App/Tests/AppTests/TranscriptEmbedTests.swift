import XCTest

@testable import App

/// `make transcript` fills the region between the markers of a page, and refuses a page it
/// cannot fill whole: no region, or a second one that would stay stale.
final class TranscriptEmbedTests: XCTestCase {
  func page(_ text: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(UUID().uuidString).md")
    try text.write(to: file, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: file) }
    return file.path
  }

  func testTheRegionBetweenTheMarkersIsReplaced() throws {
    let file = try page("before\n\(Transcript.begin)\nold\n\(Transcript.end)\nafter\n")
    try Transcript.embedInto(file, "new\n")
    XCTAssertEqual(
      try String(contentsOfFile: file, encoding: .utf8),
      "before\n\(Transcript.begin)\nnew\n\(Transcript.end)\nafter\n")
  }

  func testAPageWithoutARegionOrWithTwoIsRefusedAndLeftAlone() throws {
    let twice = "\(Transcript.begin)\na\n\(Transcript.end)\n\(Transcript.begin)\nb\n\(Transcript.end)\n"
    for (text, reason) in [("no markers\n", "has no"), (twice, "has more than one")] {
      let file = try page(text)
      XCTAssertThrowsError(try Transcript.embedInto(file, "new\n")) {
        XCTAssertTrue("\($0)".contains(reason), "\($0)")
      }
      XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), text)
    }
  }
}
