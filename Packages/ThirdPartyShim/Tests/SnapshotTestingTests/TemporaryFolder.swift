import Foundation

/// A folder of its own for one test's references, removed when the test ends.
final class TemporaryFolder {
  let url: URL
  var path: String { url.path }

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("SnapshotTestingTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  func contents(_ name: String) -> String? {
    try? String(contentsOf: file(name), encoding: .utf8)
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: file(name))
  }

  var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}

extension TemporaryFolder {
  /// Removes the actual texts that a test file's deliberate mismatches wrote to the artifacts
  /// folder (`$SNAPSHOT_ARTIFACTS`, else `SnapshotTesting` in the temporary folder), and that
  /// folder once empty: kept after a real failure, they are noise after an expected one.
  static func removeArtifacts(of testFileName: String) {
    let root =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
      } ?? FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTesting")
    try? FileManager.default.removeItem(at: root.appendingPathComponent(testFileName))
    if (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.isEmpty == true {
      try? FileManager.default.removeItem(at: root)
    }
  }
}
