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

  /// A temporary folder reached through a link (macOS's `/var` is `/private/var`; here a
  /// `TMPDIR` that is a link): SwiftPM names its locks after the real path, so those are the
  /// ones that go with the folder.
  @Test func underALinkedTemporaryFolderTheLocksOfTheRealPathGo() throws {
    let real = try TemporaryFolder("temporary-folder-real")
    let link = real.path + "-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real.path)
    defer { unlink(link) }
    var folder: TemporaryFolder? = try TemporaryFolder("inner", in: URL(fileURLWithPath: link))
    let name = try #require(folder?.url.lastPathComponent)
    #expect(folder?.path == "\(link)/\(name)")
    let realName = TemporaryFolder.lockName("\(real.path)/\(name)")
    let locks = ["\(realName).lock", "\(realName)_.build.lock"].map { "\(link)/\($0)" }
    for lock in locks { _ = FileManager.default.createFile(atPath: lock, contents: nil) }
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: "\(real.path)/\(name)"))
    #expect(locks.filter { FileManager.default.fileExists(atPath: $0) } == [], "the real path's locks go")
  }

  /// The real path is the system's (`realpath`), every link resolved; a path that does not
  /// exist is given back as it is.
  @Test func theRealPathResolvesEveryLink() throws {
    let real = try TemporaryFolder("temporary-folder-real")
    let link = real.path + "-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real.path)
    defer { unlink(link) }
    try FileManager.default.createDirectory(atPath: "\(real.path)/a", withIntermediateDirectories: true)
    #expect(AbsolutePath.real("\(link)/a") == AbsolutePath.real("\(real.path)/a"))
    #expect(!AbsolutePath.real("\(link)/a").contains("-link"))
    #expect(AbsolutePath.real("/no/such/folder") == "/no/such/folder")
  }
}
