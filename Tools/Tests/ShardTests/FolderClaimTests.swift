import BlockingTestSupport
import Foundation
import Testing

@testable import Shard

/// A worker's folder keeps its name from one run of a checkout to the next (SwiftPM's manifest
/// cache is keyed on `TMPDIR`), is held by one run at a time, and never takes over what it finds
/// under that name unless it is a folder of ours.
@Suite(.serialized, .blocksItsThread) struct FolderClaimTests {
  /// The files in `folder` this process holds open (Linux's `/proc`; elsewhere none are seen).
  static func openFiles(in folder: String) -> [String] {
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return descriptors.compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
    }
    .filter { $0.hasPrefix(folder + "/") }
  }

  @Test func theSameCheckoutGetsTheSamePathRunAfterRun() throws {
    let parent = ShardCommandTests.Folder()
    let first = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    #expect(first.path == "\(parent.path)/shard-1-k")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == [
        "shard-1-k", "shard-1-k.lock",
      ])
    first.remove()
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [], "the lock file goes too")
    let second = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    #expect(second.path == first.path)
    let otherWorker = try UnitTemporaryFolder(worker: 2, in: parent.path, key: "k")
    #expect(otherWorker.path == "\(parent.path)/shard-2-k")
    second.remove()
    second.remove()
    otherWorker.remove()
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
    #expect(Self.openFiles(in: parent.path) == [], "the locks are let go")
  }

  @Test func aSecondRunOfTheSameCheckoutGetsAFolderOfItsOwn() throws {
    let parent = ShardCommandTests.Folder()
    let held = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    let other = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    #expect(other.path != held.path)
    #expect(other.path.hasPrefix("\(parent.path)/shard-1."))
    #expect(Self.openFiles(in: parent.path) == ["\(held.path).lock"], "only the holder's lock is open")
    other.remove()
    #expect(FileManager.default.fileExists(atPath: held.path), "the holder's folder stays")
    held.remove()
  }

  @Test func aFolderAStoppedRunLeftIsEmptiedAndTaken() throws {
    let parent = ShardCommandTests.Folder()
    try FileManager.default.createDirectory(
      atPath: "\(parent.path)/shard-1-k/old", withIntermediateDirectories: true)
    parent.write("shard-1-k.lock", "")
    let taken = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    #expect(taken.path == "\(parent.path)/shard-1-k")
    #expect(try FileManager.default.contentsOfDirectory(atPath: taken.path) == [])
    taken.remove()
  }

  /// A shared temporary folder is everyone's: a link or a file under the name is not followed,
  /// emptied or replaced, and the worker takes a random name.
  @Test(arguments: ["link", "file", "linked lock"])
  func aNameTakenByALinkOrAFileIsLeftAlone(taken: String) throws {
    let parent = ShardCommandTests.Folder()
    let elsewhere = ShardCommandTests.Folder()
    elsewhere.write("precious", "keep")
    switch taken {
    case "link":
      try FileManager.default.createSymbolicLink(
        atPath: "\(parent.path)/shard-1-k", withDestinationPath: elsewhere.path)
    case "file": parent.write("shard-1-k", "not a folder")
    default:
      try FileManager.default.createSymbolicLink(
        atPath: "\(parent.path)/shard-1-k.lock", withDestinationPath: "\(elsewhere.path)/precious")
    }
    let worker = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    #expect(worker.path.hasPrefix("\(parent.path)/shard-1."), "\(worker.path)")
    worker.remove()
    #expect(elsewhere.read("precious") == "keep")
    #expect(FileManager.default.fileExists(atPath: "\(parent.path)/shard-1-k") == (taken != "linked lock"))
    let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
    #expect(left == [taken == "linked lock" ? "shard-1-k.lock" : "shard-1-k"], "no lock file of ours is left")
    #expect(Self.openFiles(in: parent.path) == [])
  }

  /// A lock is worth something only on the file under the name: one taken on a file that a
  /// finishing run unlinked, with a new file made under the name since, holds nothing.
  @Test func aLockOnAFileNoLongerUnderItsNameHoldsNothing() throws {
    let parent = ShardCommandTests.Folder()
    let name = "\(parent.path)/shard-1-k.lock"
    parent.write("shard-1-k.lock", "")
    let descriptor = open(name, O_RDWR)
    defer { close(descriptor) }
    #expect(FolderClaim.isOurs(descriptor, named: name))
    unlink(name)
    #expect(!FolderClaim.isOurs(descriptor, named: name), "nothing under the name")
    parent.write("shard-1-k.lock", "")
    #expect(!FolderClaim.isOurs(descriptor, named: name), "another file under the name")
  }

  /// Letting a name go twice (the run's end, then a signal) closes its descriptor once: the
  /// second time must not close whatever the process opened since under the same number.
  @Test func lettingGoTwiceClosesNothingElse() throws {
    let parent = ShardCommandTests.Folder()
    let folder = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    folder.remove()
    parent.write("other", "")
    let other = open("\(parent.path)/other", O_RDONLY)
    defer { close(other) }
    folder.remove()
    #expect(fcntl(other, F_GETFD) != -1, "a descriptor opened after the first release is still open")
  }

  /// A name someone else holds in the shared folder, their folder or their lock file, is neither
  /// emptied nor taken: the worker takes a random name, and what they keep there stays as it was.
  /// Only root can give a file to another user, so elsewhere the test has nothing to set up.
  @Test(
    .enabled(if: getuid() == 0, "only root can give a file to another user"),
    arguments: ["their folder", "their lock"])
  func aNameSomeoneElseHoldsIsLeftAlone(held: String) throws {
    let parent = ShardCommandTests.Folder()
    let named = "\(parent.path)/shard-1-k"
    let someoneElse: uid_t = 65534
    if held == "their folder" {
      try FileManager.default.createDirectory(atPath: named, withIntermediateDirectories: false)
      parent.write("shard-1-k/theirs", "keep")
      #expect(chown(named, someoneElse, someoneElse) == 0)
    } else {
      parent.write("shard-1-k.lock", "")
      #expect(chown("\(named).lock", someoneElse, someoneElse) == 0)
    }
    let worker = try UnitTemporaryFolder(worker: 1, in: parent.path, key: "k")
    #expect(worker.path.hasPrefix("\(parent.path)/shard-1."), "\(worker.path)")
    worker.remove()
    let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
    if held == "their folder" {
      #expect(parent.read("shard-1-k/theirs") == "keep", "their folder is not emptied")
      #expect(left == ["shard-1-k"], "no lock file of ours is left")
    } else {
      #expect(left == ["shard-1-k.lock"], "their lock stays, and no folder is made under it")
      var found = stat()
      #expect(lstat("\(named).lock", &found) == 0 && found.st_uid == someoneElse)
    }
    #expect(Self.openFiles(in: parent.path) == [])
  }

  @Test func theKeyNamesTheCheckoutAndIsTheSameEveryTime() {
    let key = UnitTemporaryFolder.checkoutKey("/work/repo")
    #expect(key == UnitTemporaryFolder.checkoutKey("/work/repo"))
    #expect(key != UnitTemporaryFolder.checkoutKey("/work/other"))
    #expect(key.count == 16 && key.allSatisfy(\.isHexDigit))
  }
}
