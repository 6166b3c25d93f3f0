import Foundation
import Testing

@testable import ToolSupport

/// A command is looked up on `PATH` once, as a shell would find it, and left to `/usr/bin/env`
/// when the answer depends on where the child starts.
@Suite struct CommandPathTests {
  /// A folder holding an executable `tool`, a plain file `plain` and a folder `folder`.
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.path + "/command-path-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path + "/folder", withIntermediateDirectories: true)
    try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: path + "/tool"))
    chmod(path + "/tool", 0o755)
    try Data("text".utf8).write(to: URL(fileURLWithPath: path + "/plain"))
    return path
  }

  @Test func theFirstExecutableFileOnPathAndOnlyThat() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let table = CommandPath()
    #expect(table.lookUp("tool", path: "/nonexistent:\(folder):/bin") == "\(folder)/tool")
    #expect(table.lookUp("plain", path: folder) == nil)
    #expect(table.lookUp("folder", path: folder) == nil)
    #expect(table.lookUp("missing", path: folder) == nil)
    #expect(table.lookUp("", path: folder) == nil)
    #expect(table.lookUp("\(folder)/tool", path: folder) == nil)
    // A relative folder before the match leaves the search to env, in the child's folder.
    #expect(table.lookUp("tool", path: ".:\(folder)") == nil)
    #expect(table.lookUp("tool", path: ":\(folder)") == nil)
    // Without PATH, the shell's default folders.
    #expect(table.lookUp("sh", path: nil).map { ["/usr/bin/sh", "/bin/sh"].contains($0) } == true)
  }

  @Test func eachNameIsLookedUpOncePerPath() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let table = CommandPath()
    #expect(table.lookUp("tool", path: folder) == "\(folder)/tool")
    #expect(table.lookUp("plain", path: folder) == nil)
    try FileManager.default.removeItem(atPath: "\(folder)/tool")
    chmod("\(folder)/plain", 0o755)
    // Both answers are remembered, found or not.
    #expect(table.lookUp("tool", path: folder) == "\(folder)/tool")
    #expect(table.lookUp("plain", path: folder) == nil)
    // Another PATH is another search.
    #expect(table.lookUp("plain", path: "\(folder):/bin") == "\(folder)/plain")
  }
}
