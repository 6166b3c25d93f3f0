import BlockingTestSupport
import Foundation
import Testing

@testable import ToolSupport

/// A temporary folder goes with what is in it, and with the lock files SwiftPM names after it or
/// anything in it (it keeps them in `TMPDIR` and never removes them); a lock of another folder,
/// even one whose name starts the same, stays.
@Suite(.blocksItsThread) struct TemporaryFolderTests {
  @Test func releasingTheFolderRemovesItAndSwiftPMsLocksForIt() throws {
    let temporary = FileManager.default.temporaryDirectory.path
    var folder: TemporaryFolder? = try TemporaryFolder("temporary-folder-test")
    let path = try #require(folder?.path)
    #expect(path.hasPrefix(temporary + "/temporary-folder-test-"))
    let name = TemporaryFolder.lockName(path)
    let locks = ["\(name).lock", "\(name)_.build.lock", "\(name)_.build_workspace-state.json.lock"].map {
      "\(temporary)/\($0)"
    }
    let other = "\(temporary)/\(name)x.lock"
    defer { try? FileManager.default.removeItem(atPath: other) }
    for file in locks + [other] { _ = FileManager.default.createFile(atPath: file, contents: nil) }
    _ = FileManager.default.createFile(atPath: "\(path)/inside", contents: nil)
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(locks.filter { FileManager.default.fileExists(atPath: $0) } == [])
    #expect(FileManager.default.fileExists(atPath: other))
  }

  /// A holder that is never released (a fixture in a static) removes it by hand.
  @Test func removeTakesItAwayWhileItIsStillHeld() throws {
    let folder = try TemporaryFolder("temporary-folder-test")
    let lock = "\(FileManager.default.temporaryDirectory.path)/\(TemporaryFolder.lockName(folder.path)).lock"
    _ = FileManager.default.createFile(atPath: lock, contents: nil)
    #expect(FileManager.default.fileExists(atPath: folder.path))
    folder.remove()
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(!FileManager.default.fileExists(atPath: lock))
  }

  @Test func aLockIsNamedAsSwiftPMNamesIt() {
    #expect(TemporaryFolder.lockName("/tmp/a/.build") == "_tmp_a_.build")
  }
}
