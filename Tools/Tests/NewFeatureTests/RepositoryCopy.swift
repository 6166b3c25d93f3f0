import Foundation

/// A clone of this repository's committed HEAD in a temporary folder, where the generator's
/// tests add and remove features; deleted when the test ends.
final class RepositoryCopy {
  let root: URL

  /// The repository this test file belongs to (Tools/Tests/NewFeatureTests → root).
  static let source = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("new-feature-\(UUID().uuidString)")
    // --shared: the clone reads this repository's objects through an alternates file instead of
    // copying every one of them (seconds of system time per test); its own commits and checkouts
    // write only into the clone, so the source repository is never touched.
    try Self.git(["clone", "--quiet", "--shared", Self.source.path, root.path], in: nil)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// `git status --porcelain`: empty when the tree is what HEAD holds.
  func status() throws -> String {
    try Self.git(["status", "--porcelain", "--untracked-files=all"], in: root)
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }

  @discardableResult
  static func git(_ arguments: [String], in folder: URL?) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + (folder.map { ["-C", $0.path] } ?? []) + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
    }
    return String(decoding: data, as: UTF8.self)
  }
}
