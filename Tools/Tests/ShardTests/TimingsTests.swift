import Foundation
import Testing

@testable import Shard

@Suite(.serialized) struct TimingsTests {
  static func file(_ text: String) -> String {
    let path = FileManager.default.temporaryDirectory.path + "/timings-\(UUID().uuidString).json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  @Test func readsMergesAndWritesSortedToATenth() throws {
    let path = Self.file(#"{"header":"old","units":{"a":1.5,"b":2}}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let read = try Timings.read(path: path)
    #expect(read == Timings(seconds: ["a": 1.5, "b": 2], header: "old"))
    let merged = read.merging(Timings(seconds: ["b": 3.04, "c": 0.26], header: "new"))
    #expect(merged.seconds == ["a": 1.5, "b": 3.04, "c": 0.26])
    #expect(merged.header == "new")
    #expect(read.merging(Timings(seconds: [:], header: "")).header == "old")
    try merged.write(to: path)
    let text = String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self)
    #expect(
      text
        == "{\n  \"header\" : \"new\",\n  \"units\" : {\n    \"a\" : 1.5,\n    \"b\" : 3,\n    \"c\" : 0.3\n  }\n}\n"
    )
    #expect(try Timings.read(path: "/nonexistent/timings.json") == Timings())
  }

  /// A unit that took no measurable time is a time (0), and a record goes into folders that do not
  /// exist yet (a fresh clone has no `out/`).
  @Test func zeroSecondsReadAndMissingFoldersAreMade() throws {
    let path = Self.file(#"{"units":{"instant":0}}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try Timings.read(path: path).seconds == ["instant": 0])
    let folder = FileManager.default.temporaryDirectory.path + "/timings-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Timings(seconds: ["a": 1]).write(to: "\(folder)/out/deeper/t.json")
    #expect(try Timings.read(path: "\(folder)/out/deeper/t.json").seconds == ["a": 1])
  }

  @Test func badTimingsAreRefusedNamingTheFile() {
    for (text, reason) in [
      ("[1]", "not a JSON object of timings (delete it, or run make test to write one)"),
      (#"{"header":"x"}"#, "no 'units' object (unit name → seconds)"),
      (#"{"units":{"a":"fast"}}"#, "units[\"a\"] is not a number of seconds"),
      (#"{"units":{"a":-1}}"#, "units[\"a\"] is not a number of seconds"),
      (#"{"units":{"a":true}}"#, "units[\"a\"] is not a number of seconds"),
    ] {
      let path = Self.file(text)
      defer { try? FileManager.default.removeItem(atPath: path) }
      #expect(throws: ShardFailure.badInput("t.json: \(reason)")) {
        try Timings.read(path: path, display: "t.json")
      }
    }
    // A folder cannot be made below a file.
    let file = Self.file("{}")
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(throws: ShardFailure.badInput("\(file)/x/t.json: cannot write the timings")) {
      try Timings(seconds: ["a": 1]).write(to: "\(file)/x/t.json")
    }
  }
}
