import Foundation
import Testing

@testable import ToolSupport

/// The path and JSON forms every tool shares: one answer, the same bytes, wherever it is asked.
@Suite struct SharedFormsTests {
  @Test func pathsAreAbsoluteAndNormalized() {
    let here = FileManager.default.currentDirectoryPath
    #expect(AbsolutePath.resolve("/a/b/../c/./d") == "/a/c/d")
    #expect(AbsolutePath.resolve("/a//b/") == "/a/b")
    #expect(AbsolutePath.resolve("x/../y") == URL(fileURLWithPath: here + "/y").standardizedFileURL.path)
    #expect(AbsolutePath.resolve(".") == URL(fileURLWithPath: here).standardizedFileURL.path)
    #expect(AbsolutePath.resolve("x").hasPrefix("/"))
  }

  @Test func jsonHasSortedKeysAndPlainSlashes() {
    let object: [String: Any] = ["b": 1, "a": ["path": "a/b"]]
    #expect(SortedJSON.text(object, pretty: false) == #"{"a":{"path":"a/b"},"b":1}"# + "\n")
    #expect(
      SortedJSON.text(object, pretty: true)
        == "{\n  \"a\" : {\n    \"path\" : \"a/b\"\n  },\n  \"b\" : 1\n}\n")
  }

  /// The reports that tools encode from their own types read exactly as the ones they build as
  /// dictionaries: a consumer parsing `rebuild-times --output json` and `check-imports --format
  /// json` meets one set of rules.
  @Test func anEncodableValueIsWrittenByTheSameRules() throws {
    struct Report: Encodable {
      var path = "Sources/Home/Home.swift"
      var after = 2
      var before = [1]
    }
    let text = SortedJSON.text(encoding: Report(), pretty: true)
    #expect(
      text == SortedJSON.text(["path": "Sources/Home/Home.swift", "after": 2, "before": [1]], pretty: true))
    #expect(text.contains(#""path" : "Sources/Home/Home.swift""#))
    #expect(
      SortedJSON.text(encoding: Report(), pretty: false)
        == #"{"after":2,"before":[1],"path":"Sources/Home/Home.swift"}"# + "\n")
    // A value JSON cannot hold is an error for a file, never a file written half-empty.
    #expect(throws: (any Error).self) { try SortedJSON.data(encoding: ["x": Double.nan], pretty: false) }
  }
}
