import Foundation
import Testing

@testable import ToolSupport

/// git (like every command `BoundedProcess` runs by name) is looked up on `PATH` once, as a shell
/// would: the first folder holding an executable `git` wins, a `git` that cannot be run is passed
/// over, and none found leaves it to env.
@Suite struct GitPathTests {
  @Test func theFirstExecutableGitOnThePathIsTheOneRun() throws {
    let root = FileManager.default.temporaryDirectory.path + "/affected-path-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["none", "plain", "first", "second"] {
      try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
    }
    for (folder, mode) in [("plain", 0o644), ("first", 0o755), ("second", 0o755)] {
      let path = "\(root)/\(folder)/git"
      try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: path))
      chmod(path, mode_t(mode))
    }
    let path = ["none", "plain", "first", "second"].map { "\(root)/\($0)" }.joined(separator: ":")
    #expect(CommandPath().lookUp("git", path: path) == "\(root)/first/git")
    #expect(CommandPath().lookUp("git", path: "\(root)/none:\(root)/plain") == nil)
  }
}
