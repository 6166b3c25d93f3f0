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
}
